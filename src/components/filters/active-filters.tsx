'use client'

import { activeFilterChips, clearFiltersHref, filtersUnderstood, type NamedIntegration, type ToolTypeValue } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'
import { FilterChips } from './filter-chips'
import type { CategoryChoice } from './filter-controls'

/** The home page's active filters at every width, also when the controls sit in the drawer. */
export function ActiveFilters({
  categoriesByType,
  integrations,
}: {
  categoriesByType: Record<ToolTypeValue, CategoryChoice[]>
  /** The integration catalogue: the facet chips name them (an unknown slug gets no chip), the search's facts are read with it. */
  integrations: NamedIntegration[]
}) {
  // A search's named facts show as their chips, the rest of its words as the search chip.
  const { filters } = filtersUnderstood(useDirectoryNavigation().filters, integrations)
  const integrationName = (slug: string) => integrations.find((integration) => integration.slug === slug)?.name
  const categoryName = (slug: string) =>
    Object.values(categoriesByType)
      .flat()
      .find((category) => category.slug === slug)?.name
  return <FilterChips chips={activeFilterChips(filters, categoryName, integrationName)} clearAllHref={clearFiltersHref(filters)} />
}
