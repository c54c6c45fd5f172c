import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { column, parseRows } from '@/platform/database/typed-rows'

import type { SQL } from './conditions'
import type { ToolCardData } from './types'

/** A row read through `withCardDetails`. */
const cardRow = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  pricing: z.string().nullable(),
  price_range: z.string().nullable(),
  tool_type: z.string(),
  affiliate_link: z.string().nullable(),
  source_url: z.string().nullable(),
  logo: z.string().nullable(),
  local_logo_path: z.string().nullable(),
  trending_score: column.number.nullable(),
  launch_date: column.timestamp.nullable(),
  is_founder_submitted: z.boolean().nullable(),
  is_sponsored: z.boolean().nullable(),
  upvote_count: column.number.nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  key_benefits: z.array(z.string()).nullable(),
  features: z.array(z.string()).nullable(),
})

/**
 * The columns a page query selects over `tools t`: what a card shows, the primary category's id,
 * and every listing's sort keys, so `withCardDetails` can keep the page's order.
 */
export const pageColumns = sql`t.id, t.name, t.slug, t.description, t.pricing, t.price_range, t.tool_type, t.affiliate_link,
  t.source_url, t.logo, t.local_logo_path, t.trending_score, t.launch_date, t.is_founder_submitted, t.is_sponsored,
  t.category_id, t.sponsored_order, t.monthly_views, t.creation_order, t.performance_score`

/** Up to three stored texts of one list field (`keyBenefits`, `features`) of the tool `t`, in order. */
const firstTexts = (path: string) => sql`ARRAY(
  SELECT x.text FROM tools_texts x WHERE x.parent_id = t.id AND x.path = ${path} AND x.text IS NOT NULL ORDER BY x."order" LIMIT 3)`

/**
 * A card per row of `page` (a query selecting `pageColumns` over `tools t`, already limited to one
 * page), in `order`: the category, upvote count, key benefits and features are read for those rows
 * only, in the same statement.
 */
export function withCardDetails(page: SQL, order: SQL): SQL {
  return sql`
    SELECT t.*, c.name AS category_name, c.slug AS category_slug,
      COALESCE((SELECT u.n FROM tool_upvote_counts u WHERE u.tool_id = t.id), 0) AS upvote_count,
      ${firstTexts('keyBenefits')} AS key_benefits, ${firstTexts('features')} AS features
    FROM (${page}) t LEFT JOIN categories c ON c.id = t.category_id
    ORDER BY ${order}`
}

function toIso(value: string | null): string | null {
  return value ? new Date(value).toISOString() : null
}

/** Cards for rows read through `withCardDetails`. */
export function toCards(rows: Record<string, unknown>[]): ToolCardData[] {
  return parseRows('tool cards', cardRow, rows).map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    pricing: row.pricing,
    priceRange: row.price_range,
    toolType: row.tool_type,
    affiliateLink: row.affiliate_link,
    sourceUrl: row.source_url,
    logo: row.logo,
    localLogoPath: row.local_logo_path,
    trendingScore: row.trending_score ?? 0,
    launchDate: toIso(row.launch_date),
    isFounderSubmitted: row.is_founder_submitted ?? false,
    isSponsored: row.is_sponsored ?? false,
    upvoteCount: row.upvote_count ?? 0,
    category: row.category_name && row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
    keyBenefits: row.key_benefits ?? [],
    features: row.features ?? [],
  }))
}
