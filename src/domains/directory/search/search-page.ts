import type { CategoryMatch } from '@/domains/directory/listing/conditions'
import type { FacetMatch } from '@/domains/directory/listing/facet-match'
import type { ToolFilters } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolPage } from '@/domains/directory/listing/types'

import { loadSynonyms, NO_SYNONYMS } from './synonyms'
import { correctedQueries } from './word-corrections'

export interface SearchedToolPage extends ToolPage {
  /** The corrected words the tools shown were found for ("Showing results for sourcing"), or null: the words as typed. */
  suggestion: string | null
}

/**
 * A page of the list for a search, forgiving typos: a word the catalogue doesn't know is corrected
 * to the closest word it does (`correctedQueries`), and the first corrected words that find tools
 * are the page, with the correction named so the visitor can search the words as typed (`exact`,
 * which turns correction off). When the correction finds nothing either, the words as typed are
 * searched. The synonym groups editors keep are read afresh for each search.
 */
export async function searchToolPage(db: SqlExecutor, filters: ToolFilters, category: CategoryMatch | null, facets?: FacetMatch): Promise<SearchedToolPage> {
  const synonyms = filters.q ? await loadSynonyms(db) : NO_SYNONYMS
  const corrections = filters.q && !filters.exact ? await correctedQueries(db, filters.q, synonyms) : []
  for (const corrected of corrections) {
    const page = await queryToolPage(db, { ...filters, q: corrected }, category, facets, synonyms)
    if (page.total > 0) return { ...page, suggestion: corrected }
  }
  return { ...(await queryToolPage(db, filters, category, facets, synonyms)), suggestion: null }
}
