'use client'

import { FilterLink } from '@/components/filters/filter-link'
import { changeFilters, toolFiltersToSearch, type ToolFilters } from '@/domains/directory/shared'

/**
 * A search whose words were corrected says so: "Showing results for sourcing", and offers the words
 * as typed, searched exactly (`exact`, no correction), with the same filters (`filters`, the state
 * the results are for).
 */
export function SearchSuggestion({ filters, suggestion }: { filters: ToolFilters; suggestion: string }) {
  const href = `/${toolFiltersToSearch(changeFilters(filters, { exact: true }))}`
  return (
    <p className="mt-6 text-sm text-ink" data-testid="search-suggestion">
      Showing results for <em className="font-semibold">{suggestion}</em>.{' '}
      <span className="text-muted">
        Search instead for{' '}
        <FilterLink href={href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {filters.q}
        </FilterLink>
      </span>
    </p>
  )
}
