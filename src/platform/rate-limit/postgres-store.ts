import type { Pool } from 'pg'
import { RateLimiterPostgres, type IRateLimiterStoreOptions } from 'rate-limiter-flexible'

import { RATE_LIMIT_TABLE } from './rules'

/**
 * One counter kept in the `rate_limits` table. The table comes from a committed migration, and the
 * clearExpiredRateLimits job deletes expired rows once for all counters and instances instead of
 * a timer in each limiter.
 */
export function postgresCounter(pool: Pool, options: { keyPrefix: string; points: number; durationMs: number } & Pick<IRateLimiterStoreOptions, 'inMemoryBlockOnConsumed'>) {
  const { durationMs, ...rest } = options
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    duration: durationMs / 1000,
    ...rest,
  })
}
