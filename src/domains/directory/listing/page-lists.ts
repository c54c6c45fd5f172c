import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { NO_VOCABULARY, type SearchVocabulary } from '@/domains/directory/search/vocabulary'
import type { SortValue } from '@/domains/directory/tool-options'
import { parseRows } from '@/platform/database/typed-rows'

import { pageColumns, withCardDetails } from './cards'
import { listOrder, type SQL } from './conditions'
import { rankScore } from './ranking-rules'
import type { SqlExecutor } from './sql-executor'

/** Which rows of the ordered match list a page shows. */
export interface PageWindow {
  sort: SortValue
  /** The search words, which the ranking rules rank by, and what else they matched (synonyms, corrections). */
  q?: string
  vocabulary?: SearchVocabulary
  size: number
  offset: number
}

type Row = Record<string, unknown>

/** A small base is read whole up to this many rows, and a large match set's ranking walks this many first rows of the state. */
export const WALK_ROWS = 4_000

/** One page, the plan left to the planner (an index walk in sort order, or a bitmap and a top-N sort). */
export async function listPage(db: SqlExecutor, where: SQL, page: PageWindow): Promise<Row[]> {
  const order = listOrder(page.sort, page.q, page.vocabulary)
  const { rows } = await db.execute(
    withCardDetails(
      sql`SELECT ${pageColumns}${order.columns} FROM tools t WHERE ${where} ORDER BY ${order.inner} LIMIT ${page.size} OFFSET ${page.offset}`,
      order.outer,
    ),
  )
  return rows
}

/**
 * One page and the number of all matches in one pass, for match sets expected to be small.
 * `total` is null when the page lies past the last match (no row carries the count).
 */
export async function listPageWithTotal(db: SqlExecutor, where: SQL, page: PageWindow): Promise<{ rows: Row[]; total: number | null }> {
  const order = listOrder(page.sort, page.q, page.vocabulary)
  const { rows } = await db.execute(
    withCardDetails(
      sql`SELECT ${pageColumns}${order.columns}, count(*) OVER ()::int AS total_matches FROM tools t
        WHERE ${where} ORDER BY ${order.inner} LIMIT ${page.size} OFFSET ${page.offset}`,
      order.outer,
    ),
  )
  const [first] = parseRows('a page with its total', z.object({ total_matches: z.number() }), rows.slice(0, 1))
  return { rows, total: first ? first.total_matches : null }
}

/** Every listing's sort keys (`listOrder`): what a small base's read sorts, instead of whole rows. */
const sortKeyColumns = sql`t.id, t.name, t.sponsored_order, t.trending_score, t.monthly_views, t.creation_order`

/**
 * One page of a text search over a `base` expected to hold at most WALK_ROWS rows, and the exact
 * number of its matches, in one statement: each base row is read once with its sort keys and, when
 * it matches, its ranking rules' score (`rankScore`), the page is the first matches in order, and
 * its rows are read by id. The
 * sampled estimate a larger base needs is skipped, and the total is exact. Null when the base holds
 * more than WALK_ROWS rows after all (the estimate was wrong).
 */
export async function smallBasePage(db: SqlExecutor, base: SQL, search: SQL, page: PageWindow): Promise<{ rows: Row[]; total: number } | null> {
  const { inner: order } = listOrder(page.sort, page.q, page.vocabulary)
  const score = page.q ? rankScore(page.q, page.vocabulary ?? NO_VOCABULARY) : sql`0`
  const { rows } = await db.execute(sql`
    WITH walked AS MATERIALIZED (
      SELECT ${sortKeyColumns}, CASE WHEN ${search} THEN ${score} END AS rank_score FROM tools t WHERE ${base} LIMIT ${WALK_ROWS + 1}
    ),
    shown AS (SELECT ARRAY(SELECT t.id FROM walked t WHERE t.rank_score IS NOT NULL ORDER BY ${order} LIMIT ${page.size} OFFSET ${page.offset}) AS ids)
    SELECT t.*, counts.walked, counts.matched
    FROM (SELECT count(*)::int AS walked, (count(*) FILTER (WHERE rank_score IS NOT NULL))::int AS matched FROM walked) counts
    LEFT JOIN (${withCardDetails(
      sql`SELECT ${pageColumns}, array_position((SELECT ids FROM shown), t.id) AS ranked_position FROM tools t WHERE t.id = ANY((SELECT ids FROM shown)::int[])`,
      sql`t.ranked_position`,
    )}) t ON true
    ORDER BY t.ranked_position`)
  const [counts] = parseRows("a small base's page and counts", z.object({ walked: z.number(), matched: z.number() }), rows.slice(0, 1))
  if (!counts || counts.walked > WALK_ROWS) return null
  return { rows: rows.filter((row) => row.id !== null), total: counts.matched }
}
