import { PRICING_MODELS } from '@/domains/directory/facts/fact-options'
import { formatCount } from '@/platform/text/format-count'

/**
 * The home page's fact facets: the compliance kinds a recruiter filters by (a tool
 * matches when it states "yes"), the maximum starting prices offered, and how many integrations
 * one state can require. The values are the facts' own (`tools.fact_keys`).
 */
export const COMPLIANCE_FACETS = [
  { value: 'soc2_type2', label: 'SOC 2' },
  { value: 'iso27001', label: 'ISO 27001' },
  { value: 'gdpr_dpa', label: 'GDPR' },
  { value: 'nyc_ll144_audit', label: 'Bias audit (NYC LL144)' },
  { value: 'eu_ai_act', label: 'EU AI Act' },
] as const
export type ComplianceFacetValue = (typeof COMPLIANCE_FACETS)[number]['value']

export type PricingModelValue = (typeof PRICING_MODELS)[number]['value']

/**
 * USD per month; the form offers these, a typed query ("under $75") may ask for any whole amount up to MAX_PRICE_LIMIT.
 * The kept facet counts' price bands (migration 20261126_190000_tool_fact_counts) are these values: change both together.
 */
export const MAX_PRICE_OPTIONS = [0, 50, 100, 250, 500, 1000] as const
export const MAX_PRICE_LIMIT = 1_000_000

/** Integrations one state can require (each narrows further: a tool must list all of them). */
export const MAX_INTEGRATION_FACETS = 5

/** "Free", "$100/month": a maximum starting price as the page says it. */
export function maxPriceLabel(price: number): string {
  return price === 0 ? 'Starts free' : `Starts ≤ $${formatCount(price)}/month`
}
