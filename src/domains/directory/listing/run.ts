import { sql } from '@payloadcms/db-postgres'

import { NO_VOCABULARY, type SearchVocabulary } from '@/domains/directory/search/vocabulary'
import { countRow } from '@/platform/database/common-rows'
import { selectRow } from '@/platform/database/typed-rows'

import { toCards } from './cards'
import { idArray, toolFilterParts, type CategoryMatch, type SQL } from './conditions'
import { fewHoldingFactKeys, plannerEstimate, sampledEstimate, type SampledEstimate } from './estimate'
import { NO_FACET_MATCH, requiredFactKeys, type FacetMatch } from './facet-match'
import { factKeyPairsCondition } from './fact-key-pairs'
import { listPage, listPageWithTotal, smallBasePage, WALK_ROWS, type PageWindow } from './page-lists'
import { maxPage, type ToolFilters } from './params'
import { rankedPage } from './ranked-page'
import type { SqlExecutor } from './sql-executor'
import type { ToolPage } from './types'

/** Match sets estimated at up to this many rows are counted exactly; larger ones show the estimate ("about N"). */
export const EXACT_COUNT_LIMIT = 500

/** A large match set whose every-word matches are estimated at up to this many reads them from the text index as ranking candidates. */
const FEW_ALL_WORDS = 2_000

/** Whether a large match set's every-word matches are a few among its matches (else its first rows in the sort hold them). */
export const ranksAllWords = (sample: SampledEstimate) => sample.allWords < sample.matches && sample.allWords <= FEW_ALL_WORDS

export async function countAll(db: SqlExecutor, where: SQL): Promise<number> {
  const row = await selectRow(db, 'the count of matching tools', countRow, sql`SELECT count(*)::int AS n FROM tools t WHERE ${where}`)
  return row?.n ?? 0
}

/** Whether a state's category or facets narrow its base, which may then be small enough to read whole. */
function narrowsBase(category: CategoryMatch | null, facets: FacetMatch): boolean {
  return category !== null || requiredFactKeys(facets).length > 0 || facets.maxPrice !== null
}

/**
 * A text search over a base the planner (whose estimates hold for the base's conditions) expects
 * to be small: the page and its exact total from one read of the whole base (`smallBasePage`),
 * the base read through the pairs of its fact keys when it requires two or more. Null otherwise.
 */
async function smallBaseSearch(db: SqlExecutor, base: SQL, search: SQL, facets: FacetMatch, page: PageWindow) {
  if ((await plannerEstimate(db, base)) > WALK_ROWS / 2) return null
  const pairs = factKeyPairsCondition(requiredFactKeys(facets))
  return smallBasePage(db, pairs ? sql`${base} AND ${pairs}` : base, search, page)
}

/**
 * One page of the tool list plus its total, reading only what the page needs.
 * The match count is estimated first — by the planner (while the page is fetched), or by a small
 * sample for a text search, whose selectivity the planner can only guess. A small match set is
 * counted exactly (a search lists, ranks and counts it in one pass); a large one is never counted:
 * its page comes from an index walk in sort order (a search's from its ranked candidates,
 * `rankedPage`) and its total is the estimate, unless the page itself shows where the list ends.
 * A search within a small base is listed, ranked and counted in one read of the base (`smallBaseSearch`).
 */
export async function queryToolPage(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets: FacetMatch = NO_FACET_MATCH,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
): Promise<ToolPage> {
  const { base, search, allWords } = toolFilterParts(filters, category, facets, vocabulary)
  const page: PageWindow = { sort: filters.sort, q: filters.q, vocabulary, size: filters.size, offset: (filters.page - 1) * filters.size }
  const small = search && narrowsBase(category, facets) ? await smallBaseSearch(db, base, search, facets, page) : null
  if (small) return toolPage(filters, small.rows, small.total, false)
  const sample = search ? await sampledEstimate(db, base, search, allWords) : null
  const holding = search ? null : await fewHoldingFactKeys(db, facets, filters.type, EXACT_COUNT_LIMIT)
  if (holding?.length === 0) return toolPage(filters, [], 0, false)
  const where = search ? sql`${base} AND ${search}` : holding ? sql`${base} AND t.id = ANY(${idArray(holding)})` : base
  // Without a search the plain page is what a large match set needs: fetch it while the planner estimates.
  const [estimate, plainRows] = sample
    ? [sample.matches, null]
    : holding
      ? [holding.length, null]
      : await Promise.all([plannerEstimate(db, where), listPage(db, where, page)])

  let rows: Record<string, unknown>[]
  let total: number
  let totalIsEstimate = false
  if (estimate <= EXACT_COUNT_LIMIT && plainRows) {
    rows = plainRows
    total = await countAll(db, where)
  } else if (estimate <= EXACT_COUNT_LIMIT) {
    const counted = await listPageWithTotal(db, where, page)
    rows = counted.rows
    // No row on the first page: nothing matches.
    total = counted.total ?? (page.offset === 0 ? 0 : await countAll(db, where))
  } else {
    rows =
      plainRows ??
      (search && sample
        ? await rankedPage(db, base, search, ranksAllWords(sample) ? allWords : null, { ...page, q: filters.q })
        : await listPage(db, where, page))
    // A short page ends the list: its total is known exactly.
    const endsList = rows.length < page.size && (rows.length > 0 || page.offset === 0)
    total = endsList ? page.offset + rows.length : Math.max(estimate, page.offset + rows.length)
    totalIsEstimate = !endsList
  }
  return toolPage(filters, rows, total, totalIsEstimate)
}

function toolPage(filters: ToolFilters, rows: Record<string, unknown>[], total: number, totalIsEstimate: boolean): ToolPage {
  return {
    tools: toCards(rows),
    total,
    totalIsEstimate,
    page: filters.page,
    size: filters.size,
    pageCount: Math.min(Math.max(1, Math.ceil(total / filters.size)), maxPage(filters.size)),
  }
}
