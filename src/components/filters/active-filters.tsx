'use client'

import { activeFilterChips, clearFiltersHref, type ToolTypeValue } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'
import { FilterChips } from './filter-chips'
import type { CategoryChoice } from './filter-controls'

/** The home page's active filters at every width, also when the controls sit in the drawer. */
export function ActiveFilters({
  categoriesByType,
  integrationNames,
}: {
  categoriesByType: Record<ToolTypeValue, CategoryChoice[]>
  /** Integration names by slug (the facet chips name them; an unknown slug gets no chip). */
  integrationNames: Record<string, string>
}) {
  const { filters } = useDirectoryNavigation()
  const categoryName = (slug: string) =>
    Object.values(categoriesByType)
      .flat()
      .find((category) => category.slug === slug)?.name
  return (
    <div className="mt-4 lg:mt-5">
      <FilterChips chips={activeFilterChips(filters, categoryName, (slug) => integrationNames[slug])} clearAllHref={clearFiltersHref(filters)} />
    </div>
  )
}
