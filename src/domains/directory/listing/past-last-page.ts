import { toolFiltersToSearch, type ToolFilters } from './params'
import type { ToolPage } from './types'

/**
 * Where a page number past the end belongs: the address of the last page (the first when nothing
 * matches), or null when this page has tools. An estimated total can be wrong, so it never moves one.
 */
export function pastLastPageHref(filters: ToolFilters, result: Pick<ToolPage, 'tools' | 'pageCount' | 'totalIsEstimate'>): string | null {
  if (filters.page <= 1 || result.tools.length > 0 || result.totalIsEstimate) return null
  return `/${toolFiltersToSearch({ ...filters, page: Math.max(1, result.pageCount) })}`
}
