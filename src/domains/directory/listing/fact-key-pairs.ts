import { sql } from '@payloadcms/db-postgres'

import type { SQL } from './conditions'
import { keyArray } from './facet-match'

/**
 * Each pair of distinct `keys` once, as `tool_fact_key_pairs` writes a tool's pairs (migration
 * 20261127_013000_tool_fact_key_pairs): 'a b' with a before b in byte order (keys are ASCII, so
 * JavaScript's string order is that order).
 */
export function factKeyPairs(keys: string[]): string[] {
  const distinct = [...new Set(keys)].sort()
  return distinct.flatMap((first, index) => distinct.slice(index + 1).map((second) => `${first} ${second}`))
}

/**
 * That a tool holds all of two or more `keys`, through the pairs' GIN indexes (null for fewer
 * keys): the same tools as `factKeysCondition(keys)`, read from posting lists several times
 * shorter. The planner underestimates it (see the migration), so it appears only in statements
 * that read the holders (on its own in `fewHoldingFactKeys`, beside the keys' containment in the
 * small-base search of `run.ts`), never in one whose row estimate the listing reads.
 */
export function factKeyPairsCondition(keys: string[]): SQL | null {
  const pairs = factKeyPairs(keys)
  return pairs.length > 0 ? sql`tool_fact_key_pairs(t.fact_keys) @> ${keyArray(pairs)}` : null
}
