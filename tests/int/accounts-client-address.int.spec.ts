import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import { APIError } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// One proxy layer of our own in front (a load balancer in 10.0.0.0/8) besides the cache tier.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '10.0.0.0/8'
})
const forwarded = vi.hoisted(() => ({ for: '' }))
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-forwarded-for': forwarded.for })),
  cookies: () => Promise.resolve({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}))

import { POST as countView } from '@/app/t/view/[id]/route'
import { rateLimitAuthRequests } from '@/collections/Users/hooks/rateLimitAuthRequests'
import { signIn } from '@/features/auth/sign-in'
import { RATE_LIMITS } from '@/platform/rate-limit'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { WORDED_LIMIT } from '../helpers/rate-limit-words'

const randomByte = () => Math.floor(Math.random() * 254) + 1
const someAddress = (first: number) => `${first}.${randomByte()}.${randomByte()}.${randomByte()}`
const ourProxy = () => someAddress(10)
/** What the client may write itself: anything at all. */
const forgery = () => [someAddress(1), `${someAddress(2)}, ${someAddress(3)}`, `forged-${randomUUID()}`, ''][Math.floor(Math.random() * 4)]

/** A wrong password for a new address each time, so only the per-address limit counts (not the account back-off). */
async function signInWith(forwardedFor: string) {
  forwarded.for = forwardedFor
  return signIn({ email: `nobody-${randomUUID()}@example.test`, password: 'wrong-password' })
}

beforeAll(async () => {
  await testPayload()
})

describe('the client address behind the proxies', () => {
  it('a forged X-Forwarded-For neither dodges nor resets the sign-in limit', async () => {
    const client = someAddress(198)
    const results = []
    for (let attempt = 0; attempt <= RATE_LIMITS.signIn.limit; attempt++) {
      results.push(await signInWith(`${forgery()}, ${client}, ${ourProxy()}`))
    }
    expect(results.slice(0, -1).every((result) => !result.ok && result.code === 'invalid_credentials')).toBe(true)
    expect(results.at(-1)).toEqual({ ok: false, code: 'rate_limited', error: expect.stringMatching(WORDED_LIMIT) as string })
    // Nothing the client writes gets it a fresh allowance.
    expect(await signInWith(`${client}, ${ourProxy()}`)).toMatchObject({ code: 'rate_limited' })
    expect(await signInWith(`${someAddress(203)}, ${client}, ${ourProxy()}`)).toMatchObject({ code: 'rate_limited' })
    // Another client behind the same proxies keeps its own allowance.
    expect(await signInWith(`${client}, ${someAddress(198)}, ${ourProxy()}`)).toMatchObject({ code: 'invalid_credentials' })
  })

  it('puts made-up addresses under one shared limit instead of one each', async () => {
    const results = []
    for (let attempt = 0; attempt <= RATE_LIMITS.signIn.limit; attempt++) {
      results.push(await signInWith(`${someAddress(198)}, made-up-${randomUUID()}`))
    }
    expect(results.at(-1)).toMatchObject({ code: 'rate_limited' })
  })

  it("holds for Payload's REST auth endpoints too", async () => {
    const client = someAddress(198)
    const forgotPassword = async () =>
      rateLimitAuthRequests({
        args: {},
        operation: 'forgotPassword',
        req: { payloadAPI: 'REST', headers: new Headers({ 'x-forwarded-for': `${forgery()}, ${client}, ${ourProxy()}` }) },
      } as unknown as Parameters<typeof rateLimitAuthRequests>[0])
    for (let attempt = 0; attempt < RATE_LIMITS.passwordReset.limit; attempt++) await forgotPassword()
    const refused = await forgotPassword().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(APIError)
    // In words: what happened and when to retry (the window's remaining time).
    expect(refused).toMatchObject({ status: 429, message: 'Too many attempts from your connection in a short time. Please try again in 15 minutes.' })
  })

  it('counts a view once per visitor however the header is forged', async () => {
    const payload = await testPayload()
    const tool = await createTool(payload)
    const client = someAddress(198)
    for (let visit = 0; visit < 3; visit++) {
      const request = new NextRequest(`http://127.0.0.1/t/view/${tool.id}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `${forgery()}, ${client}, ${ourProxy()}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      })
      expect((await countView(request, { params: Promise.resolve({ id: String(tool.id) }) })).status).toBe(204)
    }
    const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`SELECT coalesce(sum(views), 0)::int AS views FROM tool_stats WHERE tool_id = ${tool.id}`,
    )
    expect(rows).toEqual([{ views: 1 }])
  })
})
