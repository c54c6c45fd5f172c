import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRevalidation, verifyRevalidation } from '@/platform/cache/remote-revalidation'

// The route runs inside a Next request in the app; here Next's cache is replaced by a recorder.
const expired = vi.hoisted(() => [] as { tag: string; profile: unknown }[])
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => void expired.push({ tag, profile }) }))

const { POST } = await import('@/app/internal/revalidate/route')

function call(body: string, headers: Record<string, string> = {}) {
  return POST(new NextRequest('http://127.0.0.1/internal/revalidate', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }))
}

function signed(body: string, timestamp = Date.now(), secret?: string) {
  return { [SIGNATURE_HEADER]: signRevalidation(body, timestamp, secret), [TIMESTAMP_HEADER]: String(timestamp) }
}

beforeEach(() => {
  expired.length = 0
})

describe('the internal revalidation route', () => {
  it('expires the signed tags at once', async () => {
    const body = JSON.stringify({ tags: ['tools', 'tool:acme', 'tools'] })
    const response = await call(body, signed(body))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: ['tools', 'tool:acme'] })
    expect(expired).toEqual([
      { tag: 'tools', profile: { expire: 0 } },
      { tag: 'tool:acme', profile: { expire: 0 } },
    ])
  })

  it('rejects unsigned, forged, replayed and oversized calls and expires nothing', async () => {
    const body = JSON.stringify({ tags: ['tools'] })
    expect((await call(body)).status).toBe(401)
    expect((await call(body, signed(body, Date.now(), 'another-secret'))).status).toBe(401)
    expect((await call(body, { ...signed(body), [SIGNATURE_HEADER]: 'abc' })).status).toBe(401)
    expect((await call(JSON.stringify({ tags: ['home'] }), signed(body))).status).toBe(401)
    expect((await call(body, signed(body, Date.now() - 6 * 60_000))).status).toBe(401)
    const huge = JSON.stringify({ tags: ['x'.repeat(20_000)] })
    expect((await call(huge, signed(huge))).status).toBe(413)
    expect(expired).toEqual([])
  })

  it('answers a signed but malformed body with 400', async () => {
    for (const body of ['not json', '{}', JSON.stringify({ tags: [] }), JSON.stringify({ tags: [42] }), JSON.stringify({ tags: Array(101).fill('t') })]) {
      const response = await call(body, signed(body))
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBeTruthy()
    }
    expect(expired).toEqual([])
  })

  it('verifies with the clock it is given', () => {
    const body = JSON.stringify({ tags: ['tools'] })
    const headers = new Headers(signed(body, 1_000_000))
    expect(verifyRevalidation(body, headers, 1_000_000 + 4 * 60_000)).toEqual({ ok: true, tags: ['tools'] })
    expect(verifyRevalidation(body, headers, 1_000_000 + 6 * 60_000)).toMatchObject({ ok: false, status: 401 })
  })
})
