import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SynonymGroups } from '@/domains/directory/search/synonyms'
import type { SortValue } from '@/domains/directory/tool-options'
import { parseRows } from '@/platform/database/typed-rows'

import { pageColumns, withCardDetails } from './cards'
import { listOrder, type SQL } from './conditions'
import type { SqlExecutor } from './sql-executor'

/** Which rows of the ordered match list a page shows. */
export interface PageWindow {
  sort: SortValue
  /** The search words, which Relevance ranks by, and the synonym groups they were matched with. */
  q?: string
  synonyms?: SynonymGroups
  size: number
  offset: number
}

type Row = Record<string, unknown>

/** The ordered walk reads at most this many rows before the plain query takes over. */
export const WALK_ROWS = 4_000

/** One page, the plan left to the planner (an index walk in sort order, or a bitmap and a top-N sort). */
export async function listPage(db: SqlExecutor, where: SQL, page: PageWindow): Promise<Row[]> {
  const order = listOrder(page.sort, page.q, page.synonyms)
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
  const order = listOrder(page.sort, page.q, page.synonyms)
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

/** Every listing's sort keys (`listOrder`): what the walk sorts, instead of whole rows. */
const sortKeyColumns = sql`t.id, t.name, t.sponsored_order, t.trending_score, t.monthly_views, t.creation_order`

/**
 * One page of a text search by walking the sort index over the `base` rows (whose estimates the
 * planner gets right) and keeping those that match `search`, stopping once the page is full: a
 * frequent word never builds a bitmap of all its matches. The rows walked are the first rows of
 * the whole ordered list, so a full page is exactly the page the plain query returns. The walk
 * carries only the sort keys and whether the row matches (a small `base`, read through a bitmap,
 * is sorted whole: narrow rows sort several times faster than card rows); the page's rows are then
 * read by id. Returns null when WALK_ROWS rows did not fill the page (sparse matches or the end of
 * the list).
 */
export async function walkPage(db: SqlExecutor, base: SQL, search: SQL, page: PageWindow): Promise<Row[] | null> {
  const { inner: order } = listOrder(page.sort)
  const { rows } = await db.execute(
    withCardDetails(
      sql`SELECT ${pageColumns} FROM tools t WHERE t.id = ANY(ARRAY(
        SELECT t.id FROM (
          SELECT ${sortKeyColumns}, ${search} AS matches FROM tools t WHERE ${base} ORDER BY ${order} LIMIT ${WALK_ROWS}
        ) t WHERE t.matches ORDER BY ${order} LIMIT ${page.size} OFFSET ${page.offset}
      ))`,
      order,
    ),
  )
  return rows.length === page.size ? rows : null
}

/**
 * One page of a text search over a `base` expected to hold at most WALK_ROWS rows, and the exact
 * number of its matches, in one statement: each base row is read once with its sort keys and
 * whether it matches, the page is the first matches in order, and its rows are read by id. The
 * sampled estimate a larger base needs is skipped, and the total is exact. Null when the base holds
 * more than WALK_ROWS rows after all (the estimate was wrong).
 */
export async function smallBasePage(db: SqlExecutor, base: SQL, search: SQL, page: PageWindow): Promise<{ rows: Row[]; total: number } | null> {
  const { inner: order } = listOrder(page.sort)
  const { rows } = await db.execute(sql`
    WITH walked AS MATERIALIZED (SELECT ${sortKeyColumns}, ${search} AS matches FROM tools t WHERE ${base} LIMIT ${WALK_ROWS + 1})
    SELECT t.*, counts.walked, counts.matched
    FROM (SELECT count(*)::int AS walked, (count(*) FILTER (WHERE matches))::int AS matched FROM walked) counts
    LEFT JOIN (${withCardDetails(
      sql`SELECT ${pageColumns} FROM tools t WHERE t.id = ANY(ARRAY(
        SELECT t.id FROM walked t WHERE t.matches ORDER BY ${order} LIMIT ${page.size} OFFSET ${page.offset}))`,
      order,
    )}) t ON true
    ORDER BY ${order}`)
  const [counts] = parseRows("a small base's page and counts", z.object({ walked: z.number(), matched: z.number() }), rows.slice(0, 1))
  if (!counts || counts.walked > WALK_ROWS) return null
  return { rows: rows.filter((row) => row.id !== null), total: counts.matched }
}
