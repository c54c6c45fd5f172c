import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from './run'
import type { ToolCardData } from './types'

interface CardRow {
  id: number
  name: string
  slug: string
  description: string | null
  pricing: string | null
  price_range: string | null
  tool_type: string
  affiliate_link: string | null
  source_url: string | null
  logo: string | null
  local_logo_path: string | null
  trending_score: string | number | null
  launch_date: Date | string | null
  is_founder_submitted: boolean | null
  is_sponsored: boolean | null
  upvote_count: string | number | null
  category_name: string | null
  category_slug: string | null
}

/** The tool columns a card shows, over `t`. */
export const toolCardColumns = sql`t.id, t.name, t.slug, t.description, t.pricing, t.price_range, t.tool_type, t.affiliate_link,
  t.source_url, t.logo, t.local_logo_path, t.trending_score, t.launch_date, t.is_founder_submitted, t.is_sponsored,
  t.upvote_count`

/** Card columns over `tools t LEFT JOIN categories c`. */
export const cardColumns = sql`${toolCardColumns}, c.name AS category_name, c.slug AS category_slug`

function toIso(value: Date | string | null): string | null {
  if (!value) return null
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString()
}

/** Key benefits and features for a page of tools, in their stored order. */
async function listTexts(db: SqlExecutor, ids: number[]) {
  const texts = new Map<number, { keyBenefits: string[]; features: string[] }>()
  for (const id of ids) texts.set(id, { keyBenefits: [], features: [] })
  if (ids.length === 0) return texts
  const { rows } = await db.execute(sql`
    SELECT parent_id, path, text FROM tools_texts
    WHERE parent_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND path IN ('keyBenefits', 'features') AND text IS NOT NULL
    ORDER BY parent_id, "order"`)
  for (const row of rows as { parent_id: number; path: string; text: string }[]) {
    const entry = texts.get(row.parent_id)
    if (!entry) continue
    const list = row.path === 'keyBenefits' ? entry.keyBenefits : entry.features
    if (list.length < 3) list.push(row.text)
  }
  return texts
}

/** Cards for rows selected with `cardColumns` (any order): adds key benefits and features. */
export async function toCards(db: SqlExecutor, rows: Record<string, unknown>[]): Promise<ToolCardData[]> {
  const typed = rows as unknown as CardRow[]
  const texts = await listTexts(
    db,
    typed.map((row) => row.id),
  )
  return typed.map((row) => ({
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
    trendingScore: Number(row.trending_score ?? 0),
    launchDate: toIso(row.launch_date),
    isFounderSubmitted: Boolean(row.is_founder_submitted),
    isSponsored: Boolean(row.is_sponsored),
    upvoteCount: Number(row.upvote_count ?? 0),
    category: row.category_name && row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
    keyBenefits: texts.get(row.id)?.keyBenefits ?? [],
    features: texts.get(row.id)?.features ?? [],
  }))
}
