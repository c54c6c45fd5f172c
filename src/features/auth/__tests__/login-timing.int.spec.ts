import { pbkdf2Sync, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { PAYLOAD_PASSWORD_HASH } from '@/collections/Users/hooks/equalLoginWork'
import { signIn } from '@/features/auth/sign-in'
import { signUp } from '@/features/auth/sign-up'
import { RATE_LIMITS } from '@/platform/rate-limit'
import { createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { rest } from '@tests/helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const someAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const unknownEmail = () => `nobody-${randomUUID()}@example.test`

async function elapsedMs(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Wrong passwords for a real account and for addresses with no account, taken in turns (so a burst
 * of load on a shared machine hits both alike), each from a new client address so no limit or
 * back-off answers first; the medians of each.
 */
async function medians(login: (email: string) => Promise<unknown>, known: string, rounds = 7) {
  const knownMs: number[] = []
  const unknownMs: number[] = []
  for (let round = 0; round < rounds; round++) {
    knownMs.push(await elapsedMs(() => login(known)))
    unknownMs.push(await elapsedMs(() => login(unknownEmail())))
  }
  return { known: median(knownMs), unknown: median(unknownMs) }
}

describe('a login to an address with no account', () => {
  it('hashes as Payload does: the parameters reproduce a password hash Payload stored', async () => {
    const user = await createUser(payload)
    const stored = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true })
    const { hash, salt } = stored as unknown as { hash: string; salt: string }
    const { digest, iterations, keyLength } = PAYLOAD_PASSWORD_HASH
    expect(hash.split(':').at(-1)).toBe(pbkdf2Sync('correct-horse-battery', salt, iterations, keyLength, digest).toString('hex'))
  })

  it("takes as long as a wrong password for a real account, through the site's form", async () => {
    const { email } = await createUser(payload)
    const login = (address: string) => asVisitor(newVisitor(someAddress()), () => signIn({ email: address, password: 'wrong-password' }))
    expect(await login(email)).toMatchObject({ code: 'invalid_credentials' })
    const { known, unknown } = await medians(login, email)
    expect(unknown, `median ${unknown.toFixed(0)} ms with no account, ${known.toFixed(0)} ms with one`).toBeGreaterThanOrEqual(0.5 * known)
  }, 180_000)

  it('takes as long as a wrong password for a real account, through REST', async () => {
    const { email } = await createUser(payload)
    const login = (address: string) => rest(payload, 'POST', '/users/login', { body: { email: address, password: 'wrong-password' }, ip: someAddress() })
    expect((await login(email)).status).toBe(401)
    expect((await login(unknownEmail())).status).toBe(401)
    const { known, unknown } = await medians(login, email)
    expect(unknown, `median ${unknown.toFixed(0)} ms with no account, ${known.toFixed(0)} ms with one`).toBeGreaterThanOrEqual(0.5 * known)
  }, 180_000)
})

describe('sign-up attempts for one e-mail address', () => {
  it('are limited per address, from any number of clients, with their own message', async () => {
    const { email } = await createUser(payload)
    const attempt = (address: string) => asVisitor(newVisitor(someAddress()), () => signUp({ email: address, password: 'secret-pass' }))
    for (let tries = 0; tries < RATE_LIMITS.signUpAddress.limit; tries++) {
      expect(await attempt(email)).toEqual({ ok: false, code: 'account_exists', error: 'Account already exists' })
    }
    expect(await attempt(email)).toEqual({
      ok: false,
      code: 'rate_limited',
      error: expect.stringMatching(/^Too many sign-up attempts for this email address\. Please try again in \d+ minutes?\.$/) as string,
    })
    // In any spelling of the address, while another address still gets its answer.
    expect(await attempt(`  ${email.toUpperCase()} `)).toMatchObject({ code: 'rate_limited' })
    const other = await createUser(payload)
    expect(await attempt(other.email)).toEqual({ ok: false, code: 'account_exists', error: 'Account already exists' })
  })
})
