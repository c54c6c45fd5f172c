'use client'

import { FilterLink } from '@/components/filters/filter-link'
import { changeFilters, toolFiltersToSearch, type ToolFilters } from '@/domains/directory/shared'

/**
 * "Did you mean …" for a search that found little: a link to the same filters (`filters`, the state
 * the results are for) with the suggested words; when the search found nothing, the tools shown are the suggestion's, and it says so.
 */
export function SearchSuggestion({ filters, suggestion, showsSuggestion }: { filters: ToolFilters; suggestion: string; showsSuggestion: boolean }) {
  const href = `/${toolFiltersToSearch(changeFilters(filters, { q: suggestion }))}`
  return (
    <p className="mt-6 text-sm text-ink" data-testid="search-suggestion">
      {showsSuggestion ? (
        <span className="mr-1">
          No tools match “{filters.q}”; showing tools for “{suggestion}”.
        </span>
      ) : null}
      Did you mean{' '}
      <FilterLink href={href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {suggestion}
      </FilterLink>
      ?
    </p>
  )
}
