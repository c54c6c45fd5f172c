import { sql } from '@payloadcms/db-postgres'

import { idRow } from '@/platform/database/common-rows'
import { selectRows } from '@/platform/database/typed-rows'

import { pageColumns, withCardDetails } from './cards'
import { escapeLike, idArray, listOrder, MIN_SUBSTRING_LENGTH, type SQL } from './conditions'
import { listPage, WALK_ROWS, type PageWindow } from './page-lists'
import type { SqlExecutor } from './sql-executor'

type Row = Record<string, unknown>

/** Relevance over a large match set ranks at most this many name matches and this many word matches. */
const RELEVANCE_CANDIDATES = 240

/**
 * The Relevance order of a match set too large to rank (e.g. 335,000 tools matching "sourcing" at
 * 1,000,000 tools): ranked first are the candidates — the name equal to the search, the
 * RELEVANCE_CANDIDATES most trending names starting with or containing it (the trigram index),
 * and the word matches among the WALK_ROWS most trending tools of the state (at most
 * RELEVANCE_CANDIDATES) — in `listOrder('relevance')`, so name matches stay first; the other
 * matches follow in trending order. Every page is a slice of that one order.
 */
export async function relevancePage(db: SqlExecutor, base: SQL, search: SQL, page: PageWindow & { q: string }): Promise<Row[]> {
  const q = page.q
  const trending = listOrder('trending').inner
  const relevance = listOrder('relevance', q, page.synonyms)
  // What the ranking reads, so the candidates are ranked without reading their rows again.
  const ranked = sql`t.id, t.name, t.search_vector, t.sponsored_order, t.trending_score`
  const nameArms: SQL[] = [sql`(SELECT ${ranked} FROM tools t WHERE ${base} AND lower(t.name) = ${q.toLowerCase()})`]
  if (q.length >= MIN_SUBSTRING_LENGTH) {
    nameArms.push(
      sql`(SELECT ${ranked} FROM tools t WHERE ${base} AND t.name ILIKE ${`%${escapeLike(q)}%`} ORDER BY ${trending} LIMIT ${RELEVANCE_CANDIDATES})`,
    )
  }
  // A tool found by two arms appears twice, side by side: kept once.
  const order = await selectRows(db, 'the relevance candidates', idRow, sql`
    SELECT t.id FROM (
      ${sql.join(nameArms, sql` UNION ALL `)}
      UNION ALL (SELECT ${ranked} FROM (SELECT ${ranked} FROM tools t WHERE ${base} ORDER BY ${trending} LIMIT ${WALK_ROWS}) t
        WHERE ${search} ORDER BY ${trending} LIMIT ${RELEVANCE_CANDIDATES})
    ) t ORDER BY ${relevance.inner}`)
  const ids = [...new Set(order.map((row) => row.id))]
  const allIds = idArray(ids)
  const shown = ids.slice(page.offset, page.offset + page.size)
  const rows: Row[] = []
  if (shown.length > 0) {
    const { rows: first } = await db.execute(
      withCardDetails(
        sql`SELECT ${pageColumns}, array_position(${idArray(shown)}, t.id) AS relevance_position FROM tools t WHERE t.id = ANY(${idArray(shown)})`,
        sql`t.relevance_position`,
      ),
    )
    rows.push(...first)
  }
  if (rows.length === page.size) return rows
  const others = ids.length > 0 ? sql`${base} AND ${search} AND NOT (t.id = ANY(${allIds}))` : sql`${base} AND ${search}`
  const rest = await listPage(db, others, { sort: 'trending', size: page.size - rows.length, offset: Math.max(0, page.offset - ids.length) })
  return [...rows, ...rest]
}
