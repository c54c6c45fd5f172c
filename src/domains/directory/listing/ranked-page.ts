import { sql } from '@payloadcms/db-postgres'

import { searchWords } from '@/domains/directory/search/words'
import { idRow } from '@/platform/database/common-rows'
import { selectRows } from '@/platform/database/typed-rows'

import { pageColumns, withCardDetails } from './cards'
import { idArray, listOrder, type SQL } from './conditions'
import { nameHolds } from './name-match'
import { listPage, WALK_ROWS, type PageWindow } from './page-lists'
import type { SqlExecutor } from './sql-executor'

type Row = Record<string, unknown>

/** A large match set ranks at most this many candidates from each of its sources. */
const RANKED_CANDIDATES = 240

/** What the ranking rules and every sort read, so candidates are ranked without reading their rows again. */
const rankedColumns = sql`t.id, t.name, t.search_vector, t.category_id, t.category_keys, t.fact_keys, t.sponsored_order, t.trending_score, t.monthly_views, t.creation_order`

/**
 * The ranked order of a match set too large to rank whole (e.g. 335,000 tools matching "sourcing"
 * at 1,000,000 tools): ranked first are the candidates — the name equal to the search, for a
 * one-word search the RANKED_CANDIDATES first names (in the chosen sort) holding it (the trigram
 * index: "gpt" inside "PeopleGPT"; the words of a longer search find the names that hold them
 * through the text index, and thousands of names holding "job b" cost a walk of ~30,000 rows), the matches
 * among the WALK_ROWS first tools of the state in the chosen sort (at most RANKED_CANDIDATES), and,
 * when `allWords` is given (a multi-word search whose every-word matches are few), the first of
 * those — by the ranking rules then the sort (`listOrder`); the other matches follow in the sort's
 * order. Every page is a slice of that one order.
 */
export async function rankedPage(db: SqlExecutor, base: SQL, search: SQL, allWords: SQL | null, page: PageWindow & { q: string }): Promise<Row[]> {
  const sortOnly = listOrder(page.sort).inner
  const ranked = listOrder(page.sort, page.q, page.vocabulary)
  const first = (where: SQL) => sql`(SELECT ${rankedColumns} FROM tools t WHERE ${base} AND ${where} ORDER BY ${sortOnly} LIMIT ${RANKED_CANDIDATES})`
  const arms: SQL[] = [sql`(SELECT ${rankedColumns} FROM tools t WHERE ${base} AND lower(t.name) = ${page.q.toLowerCase()})`]
  const name = searchWords(page.q).length === 1 ? nameHolds(page.q) : null
  if (name) arms.push(first(name))
  if (allWords) arms.push(first(allWords))
  arms.push(sql`(SELECT ${rankedColumns} FROM (SELECT ${rankedColumns} FROM tools t WHERE ${base} ORDER BY ${sortOnly} LIMIT ${WALK_ROWS}) t
    WHERE ${search} ORDER BY ${sortOnly} LIMIT ${RANKED_CANDIDATES})`)
  // A tool found by two arms appears twice, side by side: kept once.
  const order = await selectRows(db, 'the ranked candidates', idRow, sql`
    SELECT t.id${ranked.columns} FROM (${sql.join(arms, sql` UNION ALL `)}) t ORDER BY ${ranked.inner}`)
  const ids = [...new Set(order.map((row) => row.id))]
  const shown = ids.slice(page.offset, page.offset + page.size)
  const rows: Row[] = []
  if (shown.length > 0) {
    const { rows: firstRows } = await db.execute(
      withCardDetails(sql`SELECT ${pageColumns}, array_position(${idArray(shown)}, t.id) AS ranked_position FROM tools t WHERE t.id = ANY(${idArray(shown)})`, sql`t.ranked_position`),
    )
    rows.push(...firstRows)
  }
  if (rows.length === page.size) return rows
  const others = ids.length > 0 ? sql`${base} AND ${search} AND NOT (t.id = ANY(${idArray(ids)}))` : sql`${base} AND ${search}`
  const rest = await listPage(db, others, { sort: page.sort, size: page.size - rows.length, offset: Math.max(0, page.offset - ids.length) })
  return [...rows, ...rest]
}
