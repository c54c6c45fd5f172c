import { factLabel, PRICING_MODELS } from '@/domains/directory/facts/fact-options'
import { PRICE_FILTERS, TOOL_TYPES } from '@/domains/directory/tool-options'
import { titleFromSlug } from '@/platform/text/slugify'

import { COMPLIANCE_FACETS, maxPriceLabel } from './facet-options'
import { changeFilters, NO_FACETS, toolFiltersToSearch, type ToolFilters } from './params'

/** One active filter as a person sees it: what it narrows to, and the address without it. */
export interface FilterChip {
  label: string
  /** The same listing with this filter removed (page back to 1). */
  href: string
}

const hrefOf = (filters: ToolFilters, change: Partial<ToolFilters>) => `/${toolFiltersToSearch(changeFilters(filters, change))}`

const EVERYONE_LABEL = TOOL_TYPES.find((option) => option.value === 'everyone')!.label

/** What an empty result's "with no filters" removes: every filter a chip shows, the audience too. */
const CLEARED_BUT_SEARCH: Partial<ToolFilters> = { type: 'everyone', category: '', price: 'all', ...NO_FACETS }
/**
 * What "Clear all" removes: the search and every narrowing filter. The audience stays: it is who the
 * visitor browses as, not a narrowing they added (the sort and page size stay too).
 */
const CLEARED: Partial<ToolFilters> = { q: '', category: '', price: 'all', ...NO_FACETS }

/** The facet chips: each integration, compliance kind and pricing fact on. */
function facetChips(filters: ToolFilters, integrationName: (slug: string) => string | undefined): FilterChip[] {
  const chips: FilterChip[] = []
  for (const slug of filters.integrations) {
    const name = integrationName(slug)
    // An unknown slug filters nothing (the page says it was ignored): no chip.
    if (name) chips.push({ label: `Integrates with ${name}`, href: hrefOf(filters, { integrations: filters.integrations.filter((other) => other !== slug) }) })
  }
  for (const kind of filters.compliance) {
    const label = COMPLIANCE_FACETS.find((option) => option.value === kind)!.label
    chips.push({ label, href: hrefOf(filters, { compliance: filters.compliance.filter((other) => other !== kind) }) })
  }
  if (filters.freeTier) chips.push({ label: 'Free tier', href: hrefOf(filters, { freeTier: false }) })
  if (filters.freeTrial) chips.push({ label: 'Free trial', href: hrefOf(filters, { freeTrial: false }) })
  if (filters.maxPrice !== null) chips.push({ label: maxPriceLabel(filters.maxPrice), href: hrefOf(filters, { maxPrice: null }) })
  if (filters.model) chips.push({ label: factLabel(PRICING_MODELS, filters.model)!, href: hrefOf(filters, { model: '' }) })
  return chips
}

/**
 * The chips of a home filter state, in the order of the controls: the search words, the audience
 * ("For Everyone" is no filter: it shows every type), the category, the price, then the facets.
 * `categoryName` names a category slug (unknown slugs read as their words), `integrationName` an
 * integration slug (unknown ones get no chip).
 */
export function activeFilterChips(
  filters: ToolFilters,
  categoryName: (slug: string) => string | undefined,
  integrationName: (slug: string) => string | undefined = () => undefined,
): FilterChip[] {
  const chips: FilterChip[] = []
  if (filters.q) chips.push({ label: `Search: “${filters.q}”`, href: hrefOf(filters, { q: '' }) })
  const type = TOOL_TYPES.find((option) => option.value === filters.type)
  if (type && type.value !== 'everyone') chips.push({ label: type.label, href: hrefOf(filters, { type: 'everyone' }) })
  if (filters.category) {
    chips.push({ label: categoryName(filters.category) ?? titleFromSlug(filters.category), href: hrefOf(filters, { category: '' }) })
  }
  const price = PRICE_FILTERS.find((option) => option.value === filters.price)
  if (price && price.value !== 'all') chips.push({ label: price.label, href: hrefOf(filters, { price: 'all' }) })
  return [...chips, ...facetChips(filters, integrationName)]
}

/** The address with every chip's filter but the audience removed. */
export function clearFiltersHref(filters: ToolFilters): string {
  return hrefOf(filters, CLEARED)
}

/**
 * The states an empty result offers, each with one filter fewer (and, with two or more on, with
 * none), named by where the matches are: "in For Everyone", "in all categories", "at any price",
 * "with any integration", "without the compliance filters", "with any pricing facts".
 */
export function relaxedStates(filters: ToolFilters): { label: string; filters: ToolFilters }[] {
  const single: { label: string; change: Partial<ToolFilters> }[] = []
  if (filters.type !== 'everyone') single.push({ label: `in ${EVERYONE_LABEL}`, change: { type: 'everyone' } })
  if (filters.category) single.push({ label: 'in all categories', change: { category: '' } })
  if (filters.price !== 'all') single.push({ label: 'at any price', change: { price: 'all' } })
  if (filters.integrations.length > 0) single.push({ label: 'with any integration', change: { integrations: [] } })
  if (filters.compliance.length > 0) single.push({ label: 'without the compliance filters', change: { compliance: [] } })
  const { freeTier, freeTrial, maxPrice, model } = NO_FACETS
  if (filters.freeTier || filters.freeTrial || filters.maxPrice !== null || filters.model) {
    single.push({ label: 'with any pricing facts', change: { freeTier, freeTrial, maxPrice, model } })
  }
  const states = single.map(({ label, change }) => ({ label, filters: changeFilters(filters, change) }))
  if (single.length > 1) {
    states.push({ label: filters.q ? 'with only the search' : 'with no filters', filters: changeFilters(filters, CLEARED_BUT_SEARCH) })
  }
  return states
}
