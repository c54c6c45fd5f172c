import { toolCardViews, type ToolCardView } from '@/components/tools/tool-card-view'
import type { SearchedToolPage, ToolFilters } from '@/domains/directory'

/**
 * What the search box shows while a visitor types, as the search answer (`/search?…`) sends it: the
 * cards of the state's first page with the fields the card shows, the total for the summary and the
 * pagination, and the correction the page names. The whole page (facet counts, pagination,
 * offers) follows when typing pauses.
 */
export interface SearchAnswer {
  /** The filter state answered, with the facts its words named as facets. */
  filters: ToolFilters
  /** The corrected words the tools were found for ("Showing results for …"), or null. */
  suggestion: string | null
  page: number
  pageCount: number
  size: number
  total: number
  totalIsEstimate: boolean
  tools: ToolCardView[]
  /** No tool of the selected audience is listed because other audiences' tools match the words better. */
  othersMatch: boolean
}

export function searchAnswer(filters: ToolFilters, result: SearchedToolPage): SearchAnswer {
  return {
    filters,
    suggestion: result.suggestion,
    page: result.page,
    pageCount: result.pageCount,
    size: result.size,
    total: result.total,
    totalIsEstimate: result.totalIsEstimate,
    tools: toolCardViews(result.tools),
    othersMatch: result.yielded,
  }
}
