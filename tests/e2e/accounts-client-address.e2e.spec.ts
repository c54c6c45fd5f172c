import { randomUUID } from 'node:crypto'
import http from 'node:http'

import { expect, test } from '@playwright/test'

import { startApp, stopApp } from '../../scripts/lib/app-server'
import { RATE_LIMITS, rateLimitScale } from '../../src/platform/rate-limit/rules'
import { adminToken } from './content-admin-helpers'

/**
 * A forged X-Forwarded-For, sent as any visitor would: through the cache tier, which appends the
 * address it sees; straight to an app instance, which trusts the header only from the cache tier's
 * address (TRUSTED_PROXIES, 127.0.0.1 in this run); and to a standalone server with no proxy at all
 * (TRUSTED_PROXIES empty), as `npm start` runs. The app keys limits and counts on the TCP peer, or on
 * the entry a trusted proxy appended, never on what the client wrote.
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

const CACHE_TIER = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100'
const APP_INSTANCE = process.env.E2E_PEER_URL ?? 'http://127.0.0.1:3111'
/** A standalone server of this spec's own, beside the run's (E2E_PORT + 20). */
const LONE_PORT = Number(new URL(CACHE_TIER).port) + 20

function send(from: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string, to = CACHE_TIER): Promise<Answer> {
  const base = new URL(to)
  return new Promise((resolve, reject) => {
    const request = http.request(
      // A connection of its own each time (no keep-alive agent): a pooled one may be closed under it.
      { host: base.hostname, port: base.port, path, method, localAddress: from, agent: false, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers },
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

/**
 * A wrong sign-in to a new e-mail address each time, so only the per-address limit (not an account's
 * back-off) can answer 429. Without a password (`hashless`) the limit still counts it, and the app
 * answers 400 without hashing one: the hundreds of attempts the e2e run's raised limit takes cost
 * little CPU.
 */
function signIn(from: string, forwardedFor: string | null, to = CACHE_TIER, hashless = false) {
  const body = JSON.stringify({ email: `nobody-${randomUUID()}@example.test`, ...(hashless ? {} : { password: `wrong-${randomUUID()}` }) })
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }) }
  return send(from, 'POST', '/api/users/login', headers, body, to)
}

test('through the cache tier a forged X-Forwarded-For neither dodges nor resets the sign-in limit', async () => {
  test.setTimeout(300_000)
  const from = loopbackAddress()
  // Every attempt forges a new address; were any believed, each would bring a fresh allowance and
  // the limit would never answer.
  const limit = RATE_LIMITS.signIn.limit * rateLimitScale()
  let attempts = 0
  let limited = false
  while (!limited && attempts <= limit) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(from, forgery(), CACHE_TIER, true)))
    const failed = answers.filter((answer) => answer.status >= 500).map((answer) => answer.status)
    expect(failed, `sign-ins answered ${failed.join(', ')} (a server error) after ${attempts} attempts`).toEqual([])
    attempts += answers.length
    limited = answers.some((answer) => answer.status === 429)
  }
  expect(limited).toBe(true)
  expect(attempts).toBeLessThanOrEqual(limit + 20)

  // Another made-up address, alone or in front of a chain, or none, still gets the limit.
  for (const forwardedFor of [publicAddress(), `${publicAddress()}, ${publicAddress()}`, '', null]) {
    expect((await signIn(from, forwardedFor, CACHE_TIER, true)).status).toBe(429)
  }
  // The address the cache tier appends is each client's own: another one is not held back.
  expect((await signIn(loopbackAddress(), publicAddress())).status).toBe(401)
})

test('with no proxy (TRUSTED_PROXIES empty) a forged X-Forwarded-For, or none, is the TCP peer\'s allowance', async () => {
  test.setTimeout(240_000)
  // The standalone server as `npm start` runs it: no proxy in front, none trusted, limits unscaled.
  const lone = await startApp(LONE_PORT, { ...process.env, NODE_ENV: 'production', TRUSTED_PROXIES: '', RATE_LIMIT_SCALE: '1', JOBS_AUTORUN: '0' })
  try {
    const to = `http://127.0.0.1:${LONE_PORT}`
    const from = loopbackAddress()
    const limit = RATE_LIMITS.signIn.limit
    const answers: number[] = []
    // Every attempt forges a new address or sends none; were any believed (or were no header one
    // shared key), the limit would not answer within the peer's own allowance.
    for (let attempt = 0; attempt <= limit; attempt++) answers.push((await signIn(from, attempt % 4 === 3 ? null : forgery(), to)).status)
    expect(answers.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 401))
    expect(answers[limit]).toBe(429)
    // Another peer, with no header or a forged one, is not held back by it.
    expect((await signIn(loopbackAddress(), null, to)).status).toBe(401)
    expect((await signIn(loopbackAddress(), forgery(), to)).status).toBe(401)
  } finally {
    await stopApp(lone)
  }
})

for (const [where, to] of [
  ['through the cache tier', CACHE_TIER],
  ['straight to an app instance that trusts only the cache tier', APP_INSTANCE],
] as const) test(`a forged X-Forwarded-For is not a new visitor for views and clicks (${where})`, async ({ request }) => {
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
    expect((await send(from, 'POST', `/t/view/${tool.id}`, { 'user-agent': browser, 'x-forwarded-for': forgery() }, undefined, to)).status).toBe(204)
    const link = await send(from, 'GET', `/t/click/${tool.id}`, { 'user-agent': browser, 'x-forwarded-for': forgery() }, undefined, to)
    expect(link.status).toBe(302)
    expect(link.location).toMatch(/^https:\/\//)
    expect((await send(from, 'POST', `/t/click/${tool.id}`, { ...beacon, 'x-forwarded-for': forgery() }, undefined, to)).status).toBe(204)
  }
  expect(await counts()).toEqual({ views: before.views + 1, clicks: before.clicks + 1 })

  // The same browser from a real other address is a new visitor: the counting itself works here.
  const elsewhere = loopbackAddress()
  expect((await send(elsewhere, 'POST', `/t/view/${tool.id}`, { 'user-agent': browser, 'x-forwarded-for': forgery() }, undefined, to)).status).toBe(204)
  expect((await send(elsewhere, 'POST', `/t/click/${tool.id}`, { ...beacon, 'x-forwarded-for': forgery() }, undefined, to)).status).toBe(204)
  expect(await counts()).toEqual({ views: before.views + 2, clicks: before.clicks + 2 })
})
