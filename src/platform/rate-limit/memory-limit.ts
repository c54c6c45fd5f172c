import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import type { RateLimitRule } from './rules'

/**
 * A per-client limit counted in this instance's memory, for reads too frequent to count in the
 * database: each instance bounds what one client costs it. Returns the wait before `client` may
 * ask again, 0 when it may now.
 */
export function memoryLimit(rule: RateLimitRule): (client: string) => Promise<number> {
  const limiter = new RateLimiterMemory({ points: rule.limit, duration: rule.windowMs / 1000 })
  return async (client) => {
    try {
      await limiter.consume(client)
      return 0
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return outcome.msBeforeNext
      throw outcome
    }
  }
}
