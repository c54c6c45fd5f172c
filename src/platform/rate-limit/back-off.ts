import type { Pool } from 'pg'

import { postgresCounter } from './postgres-store'

/**
 * Consecutive failures of one key: `freeFailures` go unpunished, then each further failure blocks
 * the key for `firstBlockMs`, doubling every time up to `maxBlockMs`. A success forgets them all;
 * so does `memoryMs` after the first failure.
 */
export type BackOffRule = { freeFailures: number; firstBlockMs: number; maxBlockMs: number; memoryMs: number }

export type BackOff = {
  /** How long until `key` may try again (0 when it may now). */
  waitMs: (key: string) => Promise<number>
  /** Records a failure of `key`; returns how long it is blocked now (0 while the failures are free). */
  fail: (key: string) => Promise<number>
  /** Forgets the failures of `key` (it succeeded). */
  reset: (key: string) => Promise<void>
}

/**
 * A back-off kept in PostgreSQL beside the rate limits (every instance sees the same count): one row
 * counts the failures and carries the block, a second counts the blocks so far, which sets the next
 * block's length. Like the limits it fails closed: when the store can't be read the key waits.
 */
export function createBackOff(pool: Pool, name: string, rule: BackOffRule): BackOff {
  const store = (keyPrefix: string, points: number) => postgresCounter(pool, { keyPrefix, points, durationMs: rule.memoryMs })
  const failures = store(name, rule.freeFailures)
  const blocks = store(`${name}:blocks`, Number.MAX_SAFE_INTEGER)

  return {
    async waitMs(key) {
      try {
        const state = await failures.get(key)
        return state && state.consumedPoints > rule.freeFailures ? state.msBeforeNext : 0
      } catch (error) {
        console.error(`[rate-limit] store unavailable, holding ${name}:`, error)
        return rule.firstBlockMs
      }
    },
    async fail(key) {
      try {
        const earlierBlocks = (await blocks.get(key))?.consumedPoints ?? 0
        const { consumedPoints } = await failures.penalty(key)
        // Once blocked, every further failure blocks again (longer) until a success.
        if (earlierBlocks === 0 && consumedPoints <= rule.freeFailures) return 0
        const strikes = (await blocks.penalty(key)).consumedPoints
        const blockMs = Math.min(rule.firstBlockMs * 2 ** (strikes - 1), rule.maxBlockMs)
        await failures.block(key, blockMs / 1000)
        return blockMs
      } catch (error) {
        console.error(`[rate-limit] store unavailable, failure of ${name} not recorded:`, error)
        return 0
      }
    },
    async reset(key) {
      try {
        await Promise.all([failures.delete(key), blocks.delete(key)])
      } catch (error) {
        console.error(`[rate-limit] store unavailable, ${name} not reset:`, error)
      }
    },
  }
}
