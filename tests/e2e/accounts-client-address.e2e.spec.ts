import { randomUUID } from 'node:crypto'
import http from 'node:http'

import { expect, test } from '@playwright/test'

import { RATE_LIMITS, rateLimitScale } from '../../src/platform/rate-limit/rules'
import { adminToken } from './content-admin-helpers'

/**
 * A forged X-Forwarded-For, sent through the cache tier as any visitor would: the cache tier appends
 * the address it sees, and the app keys limits and counts on that, never on what the client wrote.
 *
 * Each test sends from an address of its own in 127.0.0.0/8 (every one of them is this machine), so
 * the limit it runs into binds that address alone and the rest of the suite, on 127.0.0.1, is not
 * refused. Playwright's request context can't choose its source address; node's http can.
 */
type Answer = { status: number; location?: string }

const byte = () => Math.floor(Math.random() * 250) + 2
const loopbackAddress = () => `127.${byte()}.${byte()}.${byte()}`
const publicAddress = () => `${[198, 203, 8, 1][Math.floor(Math.random() * 4)]}.${byte()}.${byte()}.${byte()}`
/** Whatever a client may write in the header: one address, a chain, or no address at all. */
const forgery = () => [publicAddress(), `${publicAddress()}, ${publicAddress()}`, `forged-${randomUUID()}`][Math.floor(Math.random() * 3)]!

function send(from: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100')
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path, method, localAddress: from, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }))
      },
    )
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} timed out`)))
    request.end(body)
  })
}

/** A wrong sign-in to a new e-mail address each time, so only the per-address limit (not an account's back-off) can answer 429. */
function signIn(from: string, forwardedFor: string) {
  const body = JSON.stringify({ email: `nobody-${randomUUID()}@example.test`, password: `wrong-${randomUUID()}` })
  return send(from, 'POST', '/api/users/login', { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body)
}

test('a forged X-Forwarded-For neither dodges nor resets the sign-in limit', async () => {
  test.setTimeout(300_000)
  const from = loopbackAddress()
  // Every attempt forges a new address; were any believed, each would bring a fresh allowance and
  // the limit would never answer.
  const limit = RATE_LIMITS.signIn.limit * rateLimitScale()
  let attempts = 0
  let limited = false
  while (!limited && attempts <= limit) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(from, forgery())))
    const failed = answers.filter((answer) => answer.status >= 500).map((answer) => answer.status)
    expect(failed, `sign-ins answered ${failed.join(', ')} (a server error) after ${attempts} attempts`).toEqual([])
    attempts += answers.length
    limited = answers.some((answer) => answer.status === 429)
  }
  expect(limited).toBe(true)
  expect(attempts).toBeLessThanOrEqual(limit + 20)

  // Another made-up address, alone or in front of a chain, still gets the limit.
  for (const forwardedFor of [publicAddress(), `${publicAddress()}, ${publicAddress()}`, '']) {
    const answer = await signIn(from, forwardedFor)
    expect(answer.status).toBe(429)
  }
  // A real other address is not held back by it.
  expect((await signIn(loopbackAddress(), publicAddress())).status).toBe(401)
})

test('a forged X-Forwarded-For is not a new visitor for views and clicks', async ({ request }) => {
  const token = await adminToken()
  const auth = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/tools?where[name][equals]=ContactOut&depth=0', { headers: auth })
  const tool = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  const counts = async () => {
    const stats = await request.get(`/api/tool-stats?where[tool][equals]=${tool.id}&limit=100`, { headers: auth })
    const days = ((await stats.json()) as { docs: { views: number; clicks: number }[] }).docs
    return { views: days.reduce((sum, day) => sum + day.views, 0), clicks: days.reduce((sum, day) => sum + day.clicks, 0) }
  }
  // One browser (a desktop user agent of its own: headless browsers are not counted) at one address.
  const browser = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 e2e/${randomUUID()}`
  // The Visit link itself (a GET) only redirects; the page's beacon (a POST) counts the click.
  const beacon = { 'user-agent': browser, 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' }
  const from = loopbackAddress()
  const before = await counts()

  for (let visit = 0; visit < 5; visit++) {
    expect((await send(from, 'POST', `/t/view/${tool.id}`, { 'user-agent': browser, 'x-forwarded-for': forgery() })).status).toBe(204)
    const link = await send(from, 'GET', `/t/click/${tool.id}`, { 'user-agent': browser, 'x-forwarded-for': forgery() })
    expect(link.status).toBe(302)
    expect(link.location).toMatch(/^https:\/\//)
    expect((await send(from, 'POST', `/t/click/${tool.id}`, { ...beacon, 'x-forwarded-for': forgery() })).status).toBe(204)
  }
  expect(await counts()).toEqual({ views: before.views + 1, clicks: before.clicks + 1 })

  // The same browser from a real other address is a new visitor: the counting itself works here.
  const elsewhere = loopbackAddress()
  expect((await send(elsewhere, 'POST', `/t/view/${tool.id}`, { 'user-agent': browser, 'x-forwarded-for': forgery() })).status).toBe(204)
  expect((await send(elsewhere, 'POST', `/t/click/${tool.id}`, { ...beacon, 'x-forwarded-for': forgery() })).status).toBe(204)
  expect(await counts()).toEqual({ views: before.views + 2, clicks: before.clicks + 2 })
})
