import { sql } from '@payloadcms/db-postgres'

import type { SQL } from './conditions'
import type { ToolFilters } from './params'

/** An integration a facet can name: its row id (the key in `tools.fact_keys`), name and slug. */
export interface IntegrationOption {
  id: number
  name: string
  slug: string
}

/**
 * A state's facets as the database matches them: the `tools.fact_keys` a tool must hold (see
 * migration 20261125_220500_tool_fact_keys for the key formats), split so the facet counts can
 * leave out the single-choice groups (pricing model, maximum price) when counting their options.
 */
export interface FacetMatch {
  /** Integrations, compliance "yes", free tier, free trial. */
  keys: string[]
  /** 'model:<model>' or null. */
  modelKey: string | null
  maxPrice: number | null
  /** Integration slugs in the address that name no integration: ignored, and said so on the page. */
  unknownIntegrations: string[]
}

/** The facets of a state, with integration slugs resolved against the catalogue. */
export function facetMatch(filters: ToolFilters, integrations: IntegrationOption[]): FacetMatch {
  const bySlug = new Map(integrations.map((option) => [option.slug, option]))
  const keys: string[] = []
  const unknownIntegrations: string[] = []
  for (const slug of filters.integrations) {
    const found = bySlug.get(slug)
    if (found) keys.push(`integration:${found.id}`)
    else unknownIntegrations.push(slug)
  }
  for (const kind of filters.compliance) keys.push(`compliance:${kind}:yes`)
  if (filters.freeTier) keys.push('free-tier:yes')
  if (filters.freeTrial) keys.push('free-trial')
  return { keys, modelKey: filters.model ? `model:${filters.model}` : null, maxPrice: filters.maxPrice, unknownIntegrations }
}

export const NO_FACET_MATCH: FacetMatch = { keys: [], modelKey: null, maxPrice: null, unknownIntegrations: [] }

/** Strings (fact keys, search needles) as one `text[]` (an empty list is `ARRAY[]::text[]`). */
export const keyArray = (keys: string[]) =>
  sql`ARRAY[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`

/** Containment of every required key: one `@>` on the GIN-indexed `fact_keys`. */
export function factKeysCondition(keys: string[]): SQL | null {
  return keys.length > 0 ? sql`t.fact_keys @> ${keyArray(keys)}` : null
}

/** A known starting price at most `maxPrice` (served by the partial btree `tools_starting_price`). */
export function maxPriceCondition(maxPrice: number): SQL {
  return sql`t.pricing_facts_starting_price_usd_month <= ${maxPrice}`
}

/** Every fact key a state requires: its facet keys and its pricing model's. */
export const requiredFactKeys = (facets: FacetMatch): string[] => (facets.modelKey ? [...facets.keys, facets.modelKey] : facets.keys)

/** The WHERE parts of a state's facets over `tools t`. */
export function facetConditions(facets: FacetMatch): SQL[] {
  const parts: SQL[] = []
  const contained = factKeysCondition(requiredFactKeys(facets))
  if (contained) parts.push(contained)
  if (facets.maxPrice !== null) parts.push(maxPriceCondition(facets.maxPrice))
  return parts
}
