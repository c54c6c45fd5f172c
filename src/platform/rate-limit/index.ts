import pg from 'pg'

import { env } from '@/platform/env'

import { createRateLimits } from './limiter'
import { scaledRateLimits } from './rules'
import { createSignInGuard } from './sign-in'

export { RATE_LIMITS,  SIGN_IN_BACK_OFF, signUpAddressMessage, type RateLimitBucket } from './rules'

/**
 * A small pool of the limiter's own rather than Payload's: its timeouts bound how long a request
 * waits for a limit when the database is slow or gone (then the limiter fails closed), and the
 * checks don't queue behind the app's long reads. Two connections per process serve thousands of
 * checks a second; no connection is opened until the first check.
 */
const pool = new pg.Pool({
  connectionString: env.DATABASE_URI,
  application_name: 'hirestack-rate-limits',
  max: 2,
  connectionTimeoutMillis: 3_000,
  query_timeout: 3_000,
  allowExitOnIdle: true,
})
// An idle connection that the server closed (a restart, a failover): the pool drops it and opens a
// new one on the next check. Without a listener the error would end the process.
pool.on('error', (error) => console.warn(`[rate-limit] idle connection lost: ${error.message}`))

const limits = createRateLimits(pool, scaledRateLimits())

export const consume = limits.consume
export const refusal = limits.refusal
export const retryAfterMs = limits.retryAfterMs
export const signInGuard = createSignInGuard(pool)
