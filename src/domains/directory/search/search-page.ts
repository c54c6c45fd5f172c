import type { CategoryMatch } from '@/domains/directory/listing/conditions'
import type { FacetMatch } from '@/domains/directory/listing/facet-match'
import type { ToolFilters } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolPage } from '@/domains/directory/listing/types'

import { typoSuggestion } from './typo-suggestion'

/** A search finding fewer tools than this gets a "Did you mean …" when a name is close. */
const FEW_MATCHES = 3

export interface SearchedToolPage extends ToolPage {
  /** A close name to search for instead ("Did you mean …"), or null. */
  suggestion: string | null
  /** The search itself found nothing, so the tools shown are the suggestion's. */
  showsSuggestion: boolean
}

/**
 * A page of the list, and for search words that find little the typo fallback: the closest name
 * (`typoSuggestion`) is offered, and when the words find nothing at all its tools are shown
 * instead, with the same filters.
 */
export async function searchToolPage(db: SqlExecutor, filters: ToolFilters, category: CategoryMatch | null, facets?: FacetMatch): Promise<SearchedToolPage> {
  const page = await queryToolPage(db, filters, category, facets)
  if (!filters.q || filters.page !== 1 || page.total >= FEW_MATCHES) return { ...page, suggestion: null, showsSuggestion: false }
  const suggestion = await typoSuggestion(db, filters.q)
  if (!suggestion || page.total > 0) return { ...page, suggestion, showsSuggestion: false }
  const instead = await queryToolPage(db, { ...filters, q: suggestion }, category, facets)
  return instead.total > 0 ? { ...instead, suggestion, showsSuggestion: true } : { ...page, suggestion: null, showsSuggestion: false }
}
