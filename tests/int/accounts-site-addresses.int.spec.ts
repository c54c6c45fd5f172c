import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('../helpers/next-request'))

import { asCanonicalOrigin } from '@/collections/Users/strategies/sameOriginSession'

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { siteSession } from '../helpers/site-session'

const CANONICAL = new URL(process.env.SERVER_URL!).origin

let payload: Payload
let token: string
let userId: number
beforeAll(async () => {
  payload = await testPayload()
  const user = await createUser(payload)
  userId = user.id
  token = await siteSession(user.email)
})

/** Who Payload says is asking, for a request with this session cookie and these headers. */
async function userFor(headers: Record<string, string>) {
  const { user } = await payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, ...headers }) })
  return user?.id ?? null
}

describe('a session at any address of the site', { timeout: 60_000 }, () => {
  it('is the user for a request from the canonical address, and from a page of the site at another address', async () => {
    expect(await userFor({ origin: CANONICAL, host: new URL(CANONICAL).host })).toBe(userId)
    expect(await userFor({ origin: 'http://localhost:8080', host: 'localhost:8080' })).toBe(userId)
    expect(await userFor({ origin: 'https://www.hirestack.example', host: 'www.hirestack.example' })).toBe(userId)
    // Behind a proxy the host a visitor used is the forwarded one, as Next reads it for actions.
    expect(await userFor({ origin: 'https://preview.hirestack.example', host: 'app:3000', 'x-forwarded-host': 'preview.hirestack.example' })).toBe(userId)
  })

  it('is nobody for a request that another site makes with the cookie', async () => {
    expect(await userFor({ origin: 'https://evil.example', host: 'localhost:8080' })).toBeNull()
    expect(await userFor({ origin: 'https://evil.example', host: new URL(CANONICAL).host })).toBeNull()
    expect(await userFor({ origin: 'null', host: 'localhost:8080' })).toBeNull()
    expect(await userFor({ origin: 'not a url', host: 'localhost:8080' })).toBeNull()
    // A page at another address posting to this one is another origin too.
    expect(await userFor({ origin: 'http://localhost:8080', host: 'www.hirestack.example' })).toBeNull()
  })

  it('is nobody for a cookie that holds no session, at another address too', async () => {
    const stale = 'payload-token=not-a-token'
    const { user } = await payload.auth({ headers: new Headers({ cookie: stale, origin: 'http://localhost:8080', host: 'localhost:8080' }) })
    expect(user).toBeNull()
  })

  it('leaves requests without an Origin, or from the canonical address, to Payload', () => {
    expect(asCanonicalOrigin(new Headers({ host: 'localhost:8080' }), CANONICAL)).toBeNull()
    expect(asCanonicalOrigin(new Headers({ origin: CANONICAL, host: 'localhost:8080' }), CANONICAL)).toBeNull()
    expect(asCanonicalOrigin(new Headers({ origin: 'http://LOCALHOST:8080', host: 'localhost:8080' }), CANONICAL)?.get('origin')).toBe(CANONICAL)
  })
})
