import { PRICING_MODELS } from '@/domains/directory/facts/fact-options'
import { formatCount } from '@/platform/text/format-count'

import type { FacetCounts } from './facet-counts'
import type { IntegrationOption } from './facet-match'
import { COMPLIANCE_FACETS, MAX_PRICE_OPTIONS, maxPriceLabel } from './facet-options'
import type { ToolFilters } from './params'

/** One facet option as the form shows it: its value in the URL, its words, its count, whether it is on. */
export interface FacetChoice {
  value: string
  label: string
  count: number
  checked: boolean
}

/** What the facet form shows for one filter state. */
export interface FacetView {
  integrations: FacetChoice[]
  compliance: FacetChoice[]
  freeTier: FacetChoice
  freeTrial: FacetChoice
  maxPrices: FacetChoice[]
  models: FacetChoice[]
  /** Counts are scaled from a sample of a large result set. */
  isEstimate: boolean
  /** Integration slugs in the address that name no integration (ignored). */
  unknownIntegrations: string[]
}

/**
 * The facet options of a state with their counts: the integrations any tool of the result set
 * lists (and the chosen ones), most common first; every compliance kind, pricing fact, maximum
 * price and pricing model, with 0 where none matches.
 */
export function facetView(filters: ToolFilters, counts: FacetCounts, integrations: IntegrationOption[]): FacetView {
  const count = (key: string) => counts.keys[key] ?? 0
  const chosen = new Set(filters.integrations)
  const known = new Set(integrations.map((option) => option.slug))
  return {
    integrations: integrations
      .map((option) => ({ value: option.slug, label: option.name, count: count(`integration:${option.id}`), checked: chosen.has(option.slug) }))
      .filter((option) => option.count > 0 || option.checked)
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    compliance: COMPLIANCE_FACETS.map((option) => ({
      value: option.value,
      label: option.label,
      count: count(`compliance:${option.value}:yes`),
      checked: filters.compliance.includes(option.value),
    })),
    freeTier: { value: 'yes', label: 'Free tier', count: count('free-tier:yes'), checked: filters.freeTier },
    freeTrial: { value: 'yes', label: 'Free trial', count: count('free-trial'), checked: filters.freeTrial },
    maxPrices: offeredPrices(filters.maxPrice).map((price) => ({
      value: String(price),
      label: maxPriceLabel(price),
      count: counts.maxPrices[price] ?? 0,
      checked: filters.maxPrice === price,
    })),
    models: PRICING_MODELS.map((option) => ({ value: option.value, label: option.label, count: count(`model:${option.value}`), checked: filters.model === option.value })),
    isEstimate: counts.isEstimate,
    unknownIntegrations: filters.integrations.filter((slug) => !known.has(slug)),
  }
}

/** The maximum prices the form offers, with a typed one ("under $75") in its place among them. */
function offeredPrices(chosen: number | null): number[] {
  const prices: number[] = [...MAX_PRICE_OPTIONS]
  return chosen === null || prices.includes(chosen) ? prices : [...prices, chosen].sort((a, b) => a - b)
}

/** A count as an option shows it: exact, or "≈" with two significant digits for a sampled count. */
export function facetCountLabel(count: number, isEstimate: boolean): string {
  if (!isEstimate || count < 100) return `${isEstimate && count > 0 ? '≈' : ''}${formatCount(count)}`
  const magnitude = 10 ** (Math.floor(Math.log10(count)) - 1)
  return `≈${formatCount(Math.round(count / magnitude) * magnitude)}`
}
