import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { describeJob } from '@/features/admin-tools/job-status'
import { createRateLimits } from '@/platform/rate-limit/limiter'
import { RATE_LIMIT_TABLE, RATE_LIMITS, scaledRateLimits, type RateLimitRules } from '@/platform/rate-limit/rules'

import { testPayload } from '../helpers/payload'

// Each limiter gets its own pool, as each app process does; all of them on the test database.
const pools: pg.Pool[] = []
const processPool = (connectionString = process.env.DATABASE_URI) => {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2_000, query_timeout: 2_000 })
  pool.on('error', () => undefined)
  pools.push(pool)
  return pool
}
const appProcess = (rules: RateLimitRules = scaledRateLimits()) => createRateLimits(processPool(), rules)
const client = () => `client-${randomUUID()}`

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()))
})

describe('rate limits shared by app instances', () => {
  it('counts one limit across two instances on one database', async () => {
    // Limits come from configuration: here a small one, so the test stays short.
    const rules = { ...scaledRateLimits(), signIn: { limit: 3, windowMs: 60_000 } }
    const [first, second] = [appProcess(rules), appProcess(rules)]
    const ip = client()
    const allowed = []
    for (let attempt = 0; attempt < 4; attempt++) allowed.push(await (attempt % 2 === 0 ? first : second).consume('signIn', ip))
    expect(allowed).toEqual([true, true, true, false])
    // A third instance started later sees the same count; other buckets and clients are apart.
    expect(await appProcess(rules).consume('signIn', ip)).toBe(false)
    expect(await second.consume('passwordReset', ip)).toBe(true)
    expect(await second.consume('signIn', client())).toBe(true)
  })

  it('lets exactly the limit through when instances are hit at the same moment', async () => {
    const instances = [appProcess(), appProcess(), appProcess()]
    const ip = client()
    const attempts = Array.from({ length: 30 }, (_, n) => instances[n % instances.length]!.consume('passwordReset', ip))
    expect((await Promise.all(attempts)).filter(Boolean)).toHaveLength(RATE_LIMITS.passwordReset.limit)
  })
})

describe('the window', () => {
  it('resets after the window, and says how long until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2030-01-01T12:00:00Z').getTime()
    vi.setSystemTime(start)
    const [first, second] = [appProcess(), appProcess()]
    const ip = client()
    for (let n = 0; n < RATE_LIMITS.report.limit; n++) expect(await first.consume('report', ip)).toBe(true)
    expect(await second.consume('report', ip)).toBe(false)
    expect(await second.retryAfterMs('report', ip)).toBe(RATE_LIMITS.report.windowMs)

    vi.setSystemTime(start + 10 * 60_000)
    expect(await first.consume('report', ip)).toBe(false)
    expect(await second.retryAfterMs('report', ip)).toBe(5 * 60_000)

    vi.setSystemTime(start + RATE_LIMITS.report.windowMs)
    expect(await second.retryAfterMs('report', ip)).toBe(0)
    expect(await second.consume('report', ip)).toBe(true)
    // The instance that refused from memory forgets it with the window too.
    expect(await first.consume('report', ip)).toBe(true)
  })

  it('deletes ended windows in the scheduled job and keeps running ones', async () => {
    const running = client()
    const ended = client()
    await appProcess().consume('signUp', running)
    await appProcess({ ...scaledRateLimits(), signUp: { limit: 1, windowMs: 1 } }).consume('signUp', ended)
    await new Promise((resolve) => setTimeout(resolve, 5))

    const job = await payload.jobs.queue({ task: 'clearExpiredRateLimits', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(describeJob(done)).toMatchObject({ state: 'succeeded', output: { deleted: expect.any(Number) } })
    const { rows } = await pools[0]!.query<{ key: string }>(`SELECT key FROM ${RATE_LIMIT_TABLE} WHERE key = ANY($1)`, [
      [`signUp:${running}`, `signUp:${ended}`],
    ])
    expect(rows.map((row) => row.key)).toEqual([`signUp:${running}`])
  })
})

describe('when the database cannot be reached', () => {
  it('refuses (fails closed) within the pool timeout instead of letting attempts through', async () => {
    const limits = createRateLimits(processPool('postgres://postgres@127.0.0.1:9/none'), scaledRateLimits())
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const startedAt = Date.now()
    expect(await limits.consume('signIn', client())).toBe(false)
    expect(await limits.retryAfterMs('signIn', client())).toBe(RATE_LIMITS.signIn.windowMs)
    expect(Date.now() - startedAt).toBeLessThan(5_000)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[rate-limit] store unavailable'), expect.anything())
  })
})
