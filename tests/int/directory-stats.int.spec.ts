import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as viewBeacon } from '@/app/t/view/[id]/route'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { findOutbound, outboundUrl, statsDay } from '@/domains/directory/listing/stats'
import { clearOldToolVisits } from '@/domains/directory/visits/clear-old'
import { countVisit } from '@/domains/directory/visits/count-visit'
import { DAILY_ADDRESS_CAP } from '@/domains/directory/visits/rules'
import { visitOf } from '@/domains/directory/visits/visitor'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

let payload: Payload
let db: SqlExecutor

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

const byte = () => Math.floor(Math.random() * 254) + 1
const someAddress = () => `198.${byte()}.${byte()}.${byte()}`
/** A visitor with its own address and browser, as the counting keys it. */
const someVisit = (day = statsDay()) => visitOf(new Headers({ 'x-forwarded-for': someAddress(), 'user-agent': CHROME }), null, day)

async function statsRow(toolId: number, day: string) {
  const { rows } = await db.execute(sql`SELECT views::int, clicks::int FROM tool_stats WHERE tool_id = ${toolId} AND day = ${day}`)
  return rows[0] as { views: number; clicks: number } | undefined
}

async function viewsOf(toolId: number) {
  const { rows } = await db.execute(sql`SELECT coalesce(sum(views), 0)::int AS views FROM tool_stats WHERE tool_id = ${toolId}`)
  return (rows[0] as { views: number }).views
}

function beacon(toolId: number, headers: Record<string, string>) {
  const request = new NextRequest(`http://127.0.0.1/t/view/${toolId}`, { method: 'POST', headers: { 'user-agent': CHROME, ...headers } })
  return viewBeacon(request, { params: Promise.resolve({ id: String(toolId) }) })
}

describe('view and click counting', () => {
  it('counts each visitor once per tool and day, views and clicks apart', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com' })
    const [a, b] = [someVisit('2026-01-01'), someVisit('2026-01-01')]
    expect(await countVisit(db, 'view', tool.id, a, '2026-01-01')).toBe('counted')
    expect(await countVisit(db, 'view', tool.id, a, '2026-01-01')).toBe('repeat')
    expect(await countVisit(db, 'view', tool.id, b, '2026-01-01')).toBe('counted')
    expect(await countVisit(db, 'click', tool.id, a, '2026-01-01')).toBe('counted')
    expect(await countVisit(db, 'click', tool.id, a, '2026-01-01')).toBe('repeat')
    expect(await countVisit(db, 'view', tool.id, someVisit('2026-01-02'), '2026-01-02')).toBe('counted')
    expect(await statsRow(tool.id, '2026-01-01')).toEqual({ views: 2, clicks: 1 })
    expect(await statsRow(tool.id, '2026-01-02')).toEqual({ views: 1, clicks: 0 })
    const after = await payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true })
    expect(after.clickCount).toBe(1)
  })

  it('ignores drafts and unknown tools', async () => {
    const draft = await createTool(payload, { _status: 'draft', sourceUrl: 'https://example.com' })
    expect(await countVisit(db, 'view', draft.id, someVisit(), '2026-01-01')).toBe('not_found')
    expect(await countVisit(db, 'click', draft.id, someVisit(), '2026-01-01')).toBe('not_found')
    expect(await statsRow(draft.id, '2026-01-01')).toBeUndefined()
    expect(await findOutbound(db, draft.id)).toBeNull()
    expect(await countVisit(db, 'view', 987654321, someVisit(), '2026-01-01')).toBe('not_found')
  })

  it('sends visits to the affiliate link first, http(s) only', async () => {
    expect(outboundUrl({ affiliate_link: 'https://aff.example/x', source_url: 'https://example.com' })).toBe('https://aff.example/x')
    expect(outboundUrl({ affiliate_link: null, source_url: 'https://example.com' })).toBe('https://example.com/')
    expect(outboundUrl({ affiliate_link: 'javascript:alert(1)', source_url: 'not a url' })).toBeNull()
    const tool = await createTool(payload, { affiliateLink: 'https://aff.example/y', sourceUrl: 'https://example.com' })
    expect(await findOutbound(db, tool.id)).toBe('https://aff.example/y')
  })

  it('keys visitors on keyed hashes that change daily, never on the raw address', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.9', 'user-agent': CHROME })
    const today = visitOf(headers, null, '2026-03-01')
    expect(JSON.stringify(today)).not.toContain('203.0.113')
    expect(today.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(visitOf(headers, null, '2026-03-01')).toEqual(today)
    expect(visitOf(headers, null, '2026-03-02').visitor).not.toBe(today.visitor)
    const otherBrowser = visitOf(new Headers({ 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Firefox' }), null, '2026-03-01')
    expect(otherBrowser.visitor).not.toBe(today.visitor)
    expect(otherBrowser.address).toBe(today.address)
    expect(visitOf(headers, 42, '2026-03-01')).toEqual({ visitor: 'user:42', address: today.address })
  })

  it('counts exactly once for one visitor however many requests arrive at once', async () => {
    const tool = await createTool(payload)
    const address = someAddress()
    const responses = await Promise.all(Array.from({ length: 25 }, () => beacon(tool.id, { 'x-forwarded-for': address })))
    expect(responses.every((response) => response.status === 204)).toBe(true)
    expect(await viewsOf(tool.id)).toBe(1)
  })

  it('caps what one address adds in a day across tools, exactly, under parallel requests', async () => {
    const [tool, other] = [await createTool(payload), await createTool(payload)]
    const address = someAddress()
    const cap = DAILY_ADDRESS_CAP.view
    // Each request a "new visitor" by a made-up user agent, all from one address, over two tools.
    const responses = await Promise.all(
      Array.from({ length: cap + 20 }, (_, index) =>
        beacon(index % 2 ? tool.id : other.id, { 'x-forwarded-for': address, 'user-agent': `${CHROME} v${index}` }),
      ),
    )
    expect(responses.every((response) => response.status === 204)).toBe(true)
    expect((await viewsOf(tool.id)) + (await viewsOf(other.id))).toBe(cap)
    // Another address is not held back by it.
    expect((await beacon(tool.id, { 'x-forwarded-for': someAddress() })).status).toBe(204)
    expect((await viewsOf(tool.id)) + (await viewsOf(other.id))).toBe(cap + 1)
  })

  it('counts a signed-in visitor once, from whichever address', async () => {
    const tool = await createTool(payload)
    const user = await createUser(payload)
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
    for (let visit = 0; visit < 3; visit++) {
      expect((await beacon(tool.id, { 'x-forwarded-for': someAddress(), cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' })).status).toBe(204)
    }
    expect(await viewsOf(tool.id)).toBe(1)
  })

  it('does not count bots, prefetches or requests without a user agent', async () => {
    const tool = await createTool(payload)
    const automated: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of automated) {
      expect((await beacon(tool.id, { 'x-forwarded-for': someAddress(), ...headers })).status).toBe(204)
    }
    expect(await viewsOf(tool.id)).toBe(0)
  })

  it('answers a bad or unknown tool id with a 4xx and stores nothing', async () => {
    expect((await beacon(0, {})).status).toBe(400)
    expect((await viewBeacon(new NextRequest('http://127.0.0.1/t/view/x', { method: 'POST', headers: { 'user-agent': CHROME } }), { params: Promise.resolve({ id: "1' OR 1=1" }) })).status).toBe(400)
    expect((await beacon(987654321, { 'x-forwarded-for': someAddress() })).status).toBe(404)
  })

  it('the cleanup job deletes the dedupe rows of past days only', async () => {
    const tool = await createTool(payload)
    const marker = randomUUID().slice(0, 8)
    const old = { visitor: `old-${marker}`, address: `old-${marker}` }
    const current = { visitor: `now-${marker}`, address: `now-${marker}` }
    await countVisit(db, 'view', tool.id, old, '2026-02-27')
    await countVisit(db, 'view', tool.id, current, '2026-02-28')
    await countVisit(db, 'view', tool.id, { visitor: `today-${marker}`, address: `today-${marker}` }, '2026-03-01')
    expect(await clearOldToolVisits(payload, new Date('2026-03-01T12:00:00Z'))).toBeGreaterThanOrEqual(2)
    const { rows } = await db.execute(sql`SELECT day FROM tool_visits WHERE tool_id = ${tool.id} ORDER BY day`)
    expect(rows).toEqual([{ day: '2026-02-28' }, { day: '2026-03-01' }])
    const { rows: addresses } = await db.execute(sql`SELECT day FROM tool_visit_addresses WHERE address LIKE ${`%-${marker}`} ORDER BY day`)
    expect(addresses).toEqual([{ day: '2026-02-28' }, { day: '2026-03-01' }])
    // The counts themselves stay.
    expect(await statsRow(tool.id, '2026-02-27')).toEqual({ views: 1, clicks: 0 })
  })

  it('runs the cleanup as the scheduled clearOldToolVisits job', async () => {
    const tool = await createTool(payload)
    const marker = randomUUID().slice(0, 8)
    await countVisit(db, 'click', tool.id, { visitor: marker, address: marker }, '2020-01-01')
    const job = await payload.jobs.queue({ task: 'clearOldToolVisits', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(done).toMatchObject({ hasError: false, completedAt: expect.any(String) })
    const { rows } = await db.execute(sql`SELECT 1 FROM tool_visits WHERE visitor = ${marker}`)
    expect(rows).toEqual([])
  })
})
