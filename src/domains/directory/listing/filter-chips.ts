import { PRICE_FILTERS, TOOL_TYPES } from '@/domains/directory/tool-options'
import { titleFromSlug } from '@/platform/text/slugify'

import { changeFilters, toolFiltersToSearch, type ToolFilters } from './params'

/** One active filter as a person sees it: what it narrows to, and the address without it. */
export interface FilterChip {
  label: string
  /** The same listing with this filter removed (page back to 1). */
  href: string
}

const hrefOf = (filters: ToolFilters, change: Partial<ToolFilters>) => `/${toolFiltersToSearch(changeFilters(filters, change))}`

const EVERYONE_LABEL = TOOL_TYPES.find((option) => option.value === 'everyone')!.label

/** What "Clear all" removes: every filter a chip shows (the sort and page size stay). */
const CLEARED: Partial<ToolFilters> = { q: '', type: 'everyone', category: '', price: 'all' }

/**
 * The chips of a home filter state, in the order of the controls: the search words, the audience
 * ("For Everyone" is no filter: it shows every type), the category, the price. `categoryName`
 * names a category slug (unknown slugs read as their words).
 */
export function activeFilterChips(filters: ToolFilters, categoryName: (slug: string) => string | undefined): FilterChip[] {
  const chips: FilterChip[] = []
  if (filters.q) chips.push({ label: `Search: “${filters.q}”`, href: hrefOf(filters, { q: '' }) })
  const type = TOOL_TYPES.find((option) => option.value === filters.type)
  if (type && type.value !== 'everyone') chips.push({ label: type.label, href: hrefOf(filters, { type: 'everyone' }) })
  if (filters.category) {
    chips.push({ label: categoryName(filters.category) ?? titleFromSlug(filters.category), href: hrefOf(filters, { category: '' }) })
  }
  const price = PRICE_FILTERS.find((option) => option.value === filters.price)
  if (price && price.value !== 'all') chips.push({ label: price.label, href: hrefOf(filters, { price: 'all' }) })
  return chips
}

/** The address with every chip's filter removed. */
export function clearFiltersHref(filters: ToolFilters): string {
  return hrefOf(filters, CLEARED)
}

/**
 * The states an empty result offers, each with one filter fewer (and, with two or more on, with
 * none), named by where the matches are: "in For Everyone", "in all categories", "at any price".
 */
export function relaxedStates(filters: ToolFilters): { label: string; filters: ToolFilters }[] {
  const single: { label: string; change: Partial<ToolFilters> }[] = []
  if (filters.type !== 'everyone') single.push({ label: `in ${EVERYONE_LABEL}`, change: { type: 'everyone' } })
  if (filters.category) single.push({ label: 'in all categories', change: { category: '' } })
  if (filters.price !== 'all') single.push({ label: 'at any price', change: { price: 'all' } })
  const states = single.map(({ label, change }) => ({ label, filters: changeFilters(filters, change) }))
  if (single.length > 1) {
    states.push({ label: filters.q ? 'with only the search' : 'with no filters', filters: changeFilters(filters, { type: 'everyone', category: '', price: 'all' }) })
  }
  return states
}
