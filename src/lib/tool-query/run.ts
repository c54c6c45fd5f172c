import { sql } from '@payloadcms/db-postgres'

import { toolOrderBy, toolWhere, type CategoryMatch, type SQL } from './conditions'
import { maxPage, type ToolFilters } from './params'
import type { ToolCardData, ToolPage } from './types'

/** Drizzle's `execute` as both the pooled handle and a transaction expose it. */
export interface SqlExecutor {
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}

/** Up to this many matches are counted exactly; beyond it the planner's estimate is used. */
export const EXACT_COUNT_LIMIT = 2_000

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

const cardColumns = sql`t.id, t.name, t.slug, t.description, t.pricing, t.price_range, t.tool_type, t.affiliate_link,
  t.source_url, t.logo, t.local_logo_path, t.trending_score, t.launch_date, t.is_founder_submitted, t.is_sponsored,
  t.upvote_count, c.name AS category_name, c.slug AS category_slug`

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

export { cardColumns }

/**
 * The match count without scanning a large match set: an exact count capped at
 * EXACT_COUNT_LIMIT + 1 rows, and above that the planner's row estimate.
 */
async function countMatches(db: SqlExecutor, where: SQL): Promise<{ total: number; estimate: boolean }> {
  const capped = await db.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM tools t WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS capped`,
  )
  const exact = Number(capped.rows[0]?.n ?? 0)
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimate: false }
  const plan = await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM tools t WHERE ${where}`)
  const planJson = plan.rows[0]?.['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }] | string | undefined
  const parsed = typeof planJson === 'string' ? (JSON.parse(planJson) as [{ Plan: { 'Plan Rows': number } }]) : planJson
  const estimated = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0)
  return { total: Math.max(estimated, exact), estimate: true }
}

/** One page of the tool list (spec §7 read 1) plus its total, in two index-backed queries. */
export async function queryToolPage(db: SqlExecutor, filters: ToolFilters, category: CategoryMatch | null): Promise<ToolPage> {
  const where = toolWhere(filters, category)
  const offset = (filters.page - 1) * filters.size
  const [list, count] = await Promise.all([
    db.execute(sql`
      SELECT ${cardColumns} FROM tools t LEFT JOIN categories c ON c.id = t.category_id
      WHERE ${where} ORDER BY ${toolOrderBy(filters.sort)} LIMIT ${filters.size} OFFSET ${offset}`),
    countMatches(db, where),
  ])
  const pageCount = Math.min(Math.max(1, Math.ceil(count.total / filters.size)), maxPage(filters.size))
  return {
    tools: await toCards(db, list.rows),
    total: count.total,
    totalIsEstimate: count.estimate,
    page: filters.page,
    size: filters.size,
    pageCount,
  }
}
