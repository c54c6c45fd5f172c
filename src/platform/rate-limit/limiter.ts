import type { Pool } from 'pg'
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible'

import { postgresCounter } from './postgres-store'
import { RATE_LIMIT_UNCHECKED_MESSAGE, rateLimitMessage, type RateLimitBucket, type RateLimitRules } from './rules'

export type RateLimits = {
  /** Records one attempt by `client` (an address, or address and subject); false when it may not go ahead. */
  consume: (bucket: RateLimitBucket, client: string) => Promise<boolean>
  /** Records one attempt; null when it may go ahead, else the words to show: what happened and when to try again. */
  refusal: (bucket: RateLimitBucket, client: string) => Promise<string | null>
  /** How long until `client` may try again in `bucket` (0 when it may now). */
  retryAfterMs: (bucket: RateLimitBucket, client: string) => Promise<number>
}

/**
 * The limits counted in PostgreSQL (one row per bucket and client in `rate_limits`), so every app
 * instance on the same database enforces one count. Each upsert is atomic in the database, so
 * concurrent attempts through several instances can't slip past the limit together.
 *
 * When the database can't be reached (or answers too slowly, see the pool's timeouts) the limiter
 * fails closed: `consume` is false and the caller shows its normal rate-limit message. The writes
 * it guards need the database anyway, and for sign-in and password reset letting attempts through
 * unlimited while the count can't be kept would be the unsafe choice.
 */
export function createRateLimits(pool: Pool, rules: RateLimitRules): RateLimits {
  const limiters = new Map(
    Object.entries(rules).map(([bucket, rule]) => [
      bucket,
      postgresCounter(pool, {
        keyPrefix: bucket,
        points: rule.limit,
        durationMs: rule.windowMs,
        // Once a client is over the limit this instance refuses it from memory until the window
        // ends, so hammering past the limit costs the database nothing more.
        inMemoryBlockOnConsumed: rule.limit + 1,
      }),
    ]),
  )
  const limiter = (bucket: RateLimitBucket) => limiters.get(bucket) as RateLimiterPostgres

  async function refusal(bucket: RateLimitBucket, client: string): Promise<string | null> {
    try {
      await limiter(bucket).consume(client)
      return null
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return rateLimitMessage(outcome.msBeforeNext)
      console.error(`[rate-limit] store unavailable, refusing ${bucket}:`, outcome)
      return RATE_LIMIT_UNCHECKED_MESSAGE
    }
  }

  return {
    refusal,
    async consume(bucket, client) {
      return (await refusal(bucket, client)) === null
    },
    async retryAfterMs(bucket, client) {
      try {
        const state = await limiter(bucket).get(client)
        return state && state.consumedPoints >= rules[bucket].limit ? state.msBeforeNext : 0
      } catch (error) {
        console.error(`[rate-limit] store unavailable, assuming a full ${bucket} window:`, error)
        return rules[bucket].windowMs
      }
    },
  }
}
