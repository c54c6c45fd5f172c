import { sql } from '@payloadcms/db-postgres'

import { NO_VOCABULARY, type SearchVocabulary } from '@/domains/directory/search/vocabulary'
import { foundRow } from '@/platform/database/common-rows'
import { selectRow } from '@/platform/database/typed-rows'


import { idArray, toolFilterParts, type CategoryMatch } from './conditions'
import { fewHoldingFactKeys, plannerEstimate, sampledEstimate } from './estimate'
import type { FacetMatch } from './facet-match'
import { relaxedStates } from './filter-chips'
import type { ToolFilters } from './params'
import { countAll, EXACT_COUNT_LIMIT } from './run'
import type { SqlExecutor } from './sql-executor'

interface MatchCount {
  total: number
  /** The total is an estimate (shown as "about N"), as on the listing itself. */
  isEstimate: boolean
}

/** How many tools a filter state finds, counted as its listing counts them (exact when small). */
async function countMatches(db: SqlExecutor, filters: ToolFilters, category: CategoryMatch | null, facets: FacetMatch, vocabulary: SearchVocabulary): Promise<MatchCount> {
  const { base, search } = toolFilterParts(filters, category, facets, vocabulary)
  // Keys few tools hold together (see `fewHoldingFactKeys`): counted exactly by id.
  const holding = search ? null : await fewHoldingFactKeys(db, facets, filters.type, EXACT_COUNT_LIMIT)
  if (holding) return { total: holding.length === 0 ? 0 : await countAll(db, sql`${base} AND t.id = ANY(${idArray(holding)})`), isEstimate: false }
  const where = search ? sql`${base} AND ${search}` : base
  const estimate = search ? (await sampledEstimate(db, base, search)).matches : await plannerEstimate(db, where)
  if (estimate <= EXACT_COUNT_LIMIT) return { total: await countAll(db, where), isEstimate: false }
  // The planner can guess a large set that is empty; a sample's matches exist.
  if (!search) {
    const row = await selectRow(db, 'whether any tool matches', foundRow, sql`SELECT EXISTS (SELECT 1 FROM tools t WHERE ${where}) AS found`)
    if (!row?.found) return { total: 0, isEstimate: false }
  }
  return { total: estimate, isEstimate: true }
}

/** Where an empty result's matches are: a state with a filter fewer, named, and how many it finds. */
export interface MatchOffer extends MatchCount {
  label: string
  filters: ToolFilters
}

/**
 * For a state that finds nothing, the states with one filter fewer (or none) that find something,
 * e.g. 3 matches "in For Everyone". `categoryFor` resolves a category slug and `facetsFor` a
 * state's facets as the listing does.
 */
export async function emptyResultOffers(
  db: SqlExecutor,
  filters: ToolFilters,
  categoryFor: (slug: string) => CategoryMatch | null,
  facetsFor: (filters: ToolFilters) => FacetMatch,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
): Promise<MatchOffer[]> {
  const offers = await Promise.all(
    relaxedStates(filters).map(async ({ label, filters: relaxed }) => ({
      label,
      filters: relaxed,
      ...(await countMatches(db, relaxed, relaxed.category ? categoryFor(relaxed.category) : null, facetsFor(relaxed), vocabulary)),
    })),
  )
  return offers.filter((offer) => offer.total > 0)
}
