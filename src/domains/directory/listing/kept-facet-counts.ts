import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { selectRows } from '@/platform/database/typed-rows'

import type { CategoryMatch } from './conditions'
import type { FacetCounts } from './facet-counts'
import { keyArray, type FacetMatch } from './facet-match'
import { MAX_PRICE_OPTIONS } from './facet-options'
import type { ToolFilters } from './params'
import type { SqlExecutor } from './sql-executor'

/** The price band key of `tool_fact_counts`: tools whose starting price fits under `price` and under no lower option. */
const band = (price: number) => `price-band:${price}`

/**
 * The facet counts of a state read exactly from `tool_fact_counts` (kept by triggers, see migration
 * 20261126_190000_tool_fact_counts), or null when the table cannot answer it: only a state with no
 * search, category or price range, limited by at most one of a facet key, a pricing model or an
 * offered maximum price. Such a state's counts are pairs of keys: each key with the state's own
 * (or, with no facet, with itself), and the price bands summed up to each maximum price. The
 * model's own options count without the chosen model, the maximum prices without the chosen maximum.
 */
export async function keptFacetCounts(db: SqlExecutor, filters: ToolFilters, category: CategoryMatch | null, facets: FacetMatch): Promise<FacetCounts | null> {
  if (filters.q || filters.price !== 'all' || category) return null
  const required = [...new Set(facets.keys)]
  const offered: readonly number[] = MAX_PRICE_OPTIONS
  if (facets.maxPrice !== null && !offered.includes(facets.maxPrice)) return null
  if (required.length + (facets.modelKey ? 1 : 0) + (facets.maxPrice !== null ? 1 : 0) > 1) return null
  const anchor = facets.modelKey ? [facets.modelKey] : facets.maxPrice !== null ? offered.filter((price) => price <= facets.maxPrice!).map(band) : required
  const type = filters.type === 'everyone' ? sql`true` : sql`tool_type = ${filters.type}`
  const rows = await selectRows(db, 'kept facet counts', z.object({ key_a: z.string(), key_b: z.string(), n: z.number() }), sql`
    SELECT key_a, key_b, sum(n)::int AS n FROM tool_fact_counts
    WHERE ${type} AND (key_a = key_b OR key_a = ANY(${keyArray(anchor)}))
    GROUP BY key_a, key_b`)
  const holding = new Map<string, number>()
  const inState = new Map<string, number>()
  for (const row of rows) {
    if (row.key_a === row.key_b) holding.set(row.key_a, row.n)
    if (anchor.includes(row.key_a)) inState.set(row.key_b, (inState.get(row.key_b) ?? 0) + row.n)
  }
  const state = anchor.length > 0 ? inState : holding
  const keys: Record<string, number> = {}
  for (const key of holding.keys()) {
    if (key.startsWith('price-band:')) continue
    const n = (facets.modelKey && key.startsWith('model:') ? holding : state).get(key) ?? 0
    if (n > 0) keys[key] = n
  }
  const priced = facets.maxPrice !== null ? holding : state
  const maxPrices: Record<number, number> = {}
  for (const price of offered) maxPrices[price] = offered.filter((under) => under <= price).reduce((sum, under) => sum + (priced.get(band(under)) ?? 0), 0)
  return { keys, maxPrices, isEstimate: false }
}
