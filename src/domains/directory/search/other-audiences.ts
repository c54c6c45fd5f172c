import { sql } from '@payloadcms/db-postgres'

import { toCards } from '@/domains/directory/listing/cards'
import { toolFilterParts, type CategoryMatch, type SQL } from '@/domains/directory/listing/conditions'
import { plannerEstimate, sampledEstimate } from '@/domains/directory/listing/estimate'
import type { FacetMatch } from '@/domains/directory/listing/facet-match'
import { listPage, listPageWithTotal, type PageWindow } from '@/domains/directory/listing/page-lists'
import { changeFilters, type ToolFilters } from '@/domains/directory/listing/params'
import { rankedPage } from '@/domains/directory/listing/ranked-page'
import { EXACT_COUNT_LIMIT, ranksAllWords } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolCardData } from '@/domains/directory/listing/types'
import { TOOL_TYPES, type ToolTypeValue } from '@/domains/directory/tool-options'

import { NO_VOCABULARY, type SearchVocabulary } from './vocabulary'
import { yieldsToOtherTypes } from './word-coverage'

/** How many of another audience's matches a search shows under its heading. */
export const OTHER_AUDIENCE_SHOWN = 4

/** One other audience's matches for a search: how many, the first few, and the state that lists them all. */
export interface AudienceMatches {
  type: ToolTypeValue
  total: number
  /** The total is the sampled estimate (shown as "about N"), as on a listing. */
  totalIsEstimate: boolean
  tools: ToolCardData[]
  /** The same search and filters in the audience's own listing. */
  filters: ToolFilters
}

/** The audiences a selected one leaves out: For Everyone lists every tool, so it leaves out none. */
function otherAudiences(selected: ToolTypeValue): ToolTypeValue[] {
  return selected === 'everyone' ? [] : TOOL_TYPES.map((option) => option.value).filter((type) => type !== selected)
}

/** The first matches of the tools made for exactly `type` (the "everyone" tools among them), with their count. */
async function audiencePage(db: SqlExecutor, filters: ToolFilters, type: ToolTypeValue, category: CategoryMatch | null, facets: FacetMatch, vocabulary: SearchVocabulary) {
  const { base: anyType, search, allWords } = toolFilterParts({ ...filters, type: 'everyone' }, category, facets, vocabulary)
  const base: SQL = sql`${anyType} AND t.tool_type = ${type}`
  const where = search ? sql`${base} AND ${search}` : base
  const page: PageWindow = { sort: filters.sort, q: filters.q, vocabulary, size: OTHER_AUDIENCE_SHOWN, offset: 0 }
  const sample = search ? await sampledEstimate(db, base, search, allWords) : null
  const estimate = sample ? sample.matches : await plannerEstimate(db, where)
  if (estimate <= EXACT_COUNT_LIMIT) {
    const { rows, total } = await listPageWithTotal(db, where, page)
    return { rows, total: total ?? 0, totalIsEstimate: false }
  }
  // A large match set is not counted (as on a listing): its first rows and the estimate.
  const rows = search && sample ? await rankedPage(db, base, search, ranksAllWords(sample) ? allWords : null, { ...page, q: filters.q }) : await listPage(db, where, page)
  const short = rows.length < OTHER_AUDIENCE_SHOWN
  return { rows, total: short ? rows.length : Math.max(estimate, rows.length), totalIsEstimate: !short }
}

/**
 * A search looks in every audience: for the state `filters` (words and facts already read, as the
 * page lists them), the matches of the tools made for each audience the selected one leaves out
 * — For Recruiters leaves out the job seekers' tools and the tools made for everyone — with the
 * same words and filters, each with its count and its first OTHER_AUDIENCE_SHOWN tools in the
 * state's order, with the search's synonyms and corrections (`vocabulary`) as the page's own search
 * has them. Audiences without a match are left out, and so are those whose tools match only some
 * of the words where another's match them all (`yieldsToOtherTypes`, as their own page lists
 * none); none for For Everyone, which lists every tool already. Called for a state with search words only: browsing stays within the audience.
 */
export async function otherAudienceMatches(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets: FacetMatch,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
): Promise<AudienceMatches[]> {
  const found = await Promise.all(
    otherAudiences(filters.type).map(async (type) => {
      const { rows, total, totalIsEstimate } = await audiencePage(db, filters, type, category, facets, vocabulary)
      const tools = toCards(rows)
      // A type yielding to the others lists none on its own page, so it is left out here too.
      const yields = await yieldsToOtherTypes(db, filters, category, facets, vocabulary, type, tools[0]?.id)
      return { type, total, totalIsEstimate, tools: yields ? [] : tools, filters: changeFilters(filters, { type }) }
    }),
  )
  return found.filter((audience) => audience.tools.length > 0)
}
