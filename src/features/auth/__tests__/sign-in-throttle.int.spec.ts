import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { signIn } from '@/features/auth/sign-in'
import { RATE_LIMITS, SIGN_IN_BACK_OFF, signInGuard } from '@/platform/rate-limit'
import { createBackOff } from '@/platform/rate-limit/back-off'
import { createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { WORDED_LIMIT } from '@tests/helpers/rate-limit-words'
import { rest, sessionEmail, tokenFrom } from '@tests/helpers/rest'

const PASSWORD = 'correct-horse-battery'
const FREE = SIGN_IN_BACK_OFF.accountFromAddress.freeFailures

let payload: Payload
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 2 })
beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await pool.end()
})

const someAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

describe('failed sign-ins throttle the one failing, never lock the owner out', () => {
  it("backs off a stranger guessing an account while the owner signs in from their own address", async () => {
    const { email } = await createUser(payload)
    const stranger = newVisitor(someAddress())
    const results = []
    for (let attempt = 0; attempt <= FREE + 1; attempt++) {
      results.push(await asVisitor(stranger, () => signIn({ email, password: `guess-${attempt}` })))
    }
    // The free failures, one more that starts the back-off, then refusals without a password check.
    expect(results.slice(0, FREE + 1).every((result) => !result.ok && result.code === 'invalid_credentials')).toBe(true)
    expect(results.at(-1)).toMatchObject({
      ok: false,
      code: 'too_many_failures',
      error: 'Too many failed sign-in attempts for this account. Try again in 1 minute or reset your password.',
    })
    // Even the right password from the stranger's address waits out the back-off.
    expect(await asVisitor(stranger, () => signIn({ email, password: PASSWORD }))).toMatchObject({ code: 'too_many_failures' })

    const owner = newVisitor(someAddress())
    expect(await asVisitor(owner, () => signIn({ email, password: PASSWORD }))).toEqual({ ok: true, data: { email } })
    expect(await sessionEmail(payload, owner.cookies.get('payload-token'))).toBe(email)
  })

  it("throttles a stranger's address across accounts while the owner still signs in", async () => {
    const { email } = await createUser(payload)
    const stranger = newVisitor(someAddress())
    for (let attempt = 0; attempt < RATE_LIMITS.signIn.limit; attempt++) {
      await asVisitor(stranger, () => signIn({ email: `other-${attempt}@example.test`, password: 'wrong-password' }))
    }
    expect(await asVisitor(stranger, () => signIn({ email, password: PASSWORD }))).toEqual({ ok: false, code: 'rate_limited', error: expect.stringMatching(WORDED_LIMIT) as string })
    expect(await asVisitor(newVisitor(someAddress()), () => signIn({ email, password: PASSWORD }))).toMatchObject({ ok: true })
  })

  it('backs off an account failing from many addresses, and a password reset or success clears it', async () => {
    const { email } = await createUser(payload)
    for (let attempt = 0; attempt <= SIGN_IN_BACK_OFF.account.freeFailures; attempt++) await signInGuard.failed(email, someAddress())
    const fresh = newVisitor(someAddress())
    const refused = await asVisitor(fresh, () => signIn({ email, password: PASSWORD }))
    expect(refused).toMatchObject({ ok: false, code: 'too_many_failures' })
    await signInGuard.succeeded(email, fresh.ip)
    expect(await asVisitor(fresh, () => signIn({ email, password: PASSWORD }))).toMatchObject({ ok: true })
  })

  it('keeps no hard lock: many failures leave nothing on the account itself', async () => {
    const { id, email } = await createUser(payload)
    for (let attempt = 0; attempt < 8; attempt++) await asVisitor(newVisitor(someAddress()), () => signIn({ email, password: 'wrong-password' }))
    const row = await payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })
    expect(row).not.toHaveProperty('lockUntil')
    expect(row).not.toHaveProperty('loginAttempts')
    expect(await asVisitor(newVisitor(someAddress()), () => signIn({ email, password: PASSWORD }))).toMatchObject({ ok: true })
  })
})

describe('the back-off', () => {
  const rule = { freeFailures: 2, firstBlockMs: 60_000, maxBlockMs: 240_000, memoryMs: 3_600_000 }

  it('doubles the block after each further failure up to the cap, and recovers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const backOff = createBackOff(pool, `test-${randomUUID()}`, rule)
    const key = 'someone@example.test'
    expect([await backOff.fail(key), await backOff.fail(key)]).toEqual([0, 0])
    expect(await backOff.waitMs(key)).toBe(0)
    const blocks = []
    for (let round = 0; round < 4; round++) {
      const blockMs = await backOff.fail(key)
      blocks.push(blockMs)
      expect(await backOff.waitMs(key)).toBeGreaterThan(blockMs - 1_000)
      vi.setSystemTime(Date.now() + blockMs - 1_000)
      expect(await backOff.waitMs(key)).toBeGreaterThan(0)
      vi.setSystemTime(Date.now() + 1_001)
      expect(await backOff.waitMs(key)).toBe(0)
    }
    expect(blocks).toEqual([60_000, 120_000, 240_000, 240_000])
    // A success forgets the failures: the free ones are free again.
    await backOff.reset(key)
    expect([await backOff.fail(key), await backOff.fail(key)]).toEqual([0, 0])
    expect(await backOff.fail(key)).toBe(60_000)
  })

  it('forgets failures after its memory', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const backOff = createBackOff(pool, `test-${randomUUID()}`, rule)
    for (let failure = 0; failure < 3; failure++) await backOff.fail('k')
    vi.setSystemTime(Date.now() + rule.memoryMs + 1)
    expect(await backOff.waitMs('k')).toBe(0)
    expect([await backOff.fail('k'), await backOff.fail('k')]).toEqual([0, 0])
  })

  it('holds a key when its store cannot be reached', async () => {
    const gone = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 })
    gone.on('error', () => undefined)
    const backOff = createBackOff(gone, 'gone', rule)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await backOff.waitMs('k')).toBe(rule.firstBlockMs)
    await gone.end()
  })
})

describe("Payload's REST login and GraphQL", () => {
  it('applies the same back-off to /api/users/login', async () => {
    const { email } = await createUser(payload)
    const ip = someAddress()
    const statuses = []
    for (let attempt = 0; attempt <= FREE + 1; attempt++) {
      statuses.push((await rest(payload, 'POST', '/users/login', { body: { email, password: `guess-${attempt}` }, ip })).status)
    }
    expect(statuses).toEqual([...Array(FREE + 1).fill(401), 429])
    // The site's form sees the same count for that address.
    expect(await asVisitor(newVisitor(ip), () => signIn({ email, password: PASSWORD }))).toMatchObject({ code: 'too_many_failures' })

    const owner = await rest(payload, 'POST', '/users/login', { body: { email, password: PASSWORD }, ip: someAddress() })
    expect(owner.status).toBe(200)
    expect(await sessionEmail(payload, tokenFrom(owner))).toBe(email)
  })

  it('applies the per-address limit to /api/users/login', async () => {
    const ip = someAddress()
    for (let attempt = 0; attempt < RATE_LIMITS.signIn.limit; attempt++) {
      await rest(payload, 'POST', '/users/login', { body: { email: `nobody-${attempt}@example.test`, password: 'wrong-password' }, ip })
    }
    const refused = await rest(payload, 'POST', '/users/login', { body: { email: 'nobody@example.test', password: 'wrong-password' }, ip })
    expect(refused.status).toBe(429)
    const { errors } = (await refused.json()) as { errors: { message: string }[] }
    expect(errors[0]!.message).toMatch(WORDED_LIMIT)
  })

  it('has no GraphQL endpoint to sign in or reset through', async () => {
    const { email } = await createUser(payload)
    const login = { query: `mutation { loginUser(email: "${email}", password: "${PASSWORD}") { token } }` }
    const response = await rest(payload, 'POST', '/graphql', { body: login })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('token')
    expect(payload.config.graphQL.disable).toBe(true)
  })
})
