import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/t/click/[id]/route'
import { readDb } from '@/server/read-db'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
/** What a browser sends when a person clicks a link (the GET). */
const NAVIGATION = { 'user-agent': CHROME, 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' }
/** What a browser sends with `navigator.sendBeacon` (the POST). */
const BEACON = { 'user-agent': CHROME, 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' }

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

function follow(id: number | string, headers: Record<string, string>) {
  return GET(new NextRequest(`http://127.0.0.1/t/click/${id}`, { headers }), params(id))
}

function beacon(id: number | string, headers: Record<string, string>) {
  return POST(new NextRequest(`http://127.0.0.1/t/click/${id}`, { method: 'POST', headers }), params(id))
}

async function clicks(toolId: number) {
  return (await payload.findByID({ collection: 'tools', id: toolId, depth: 0 })).clickCount ?? 0
}

async function statsClicks(toolId: number) {
  const { rows } = await (await readDb()).execute(sql`SELECT coalesce(sum(clicks), 0)::int AS clicks FROM tool_stats WHERE tool_id = ${toolId}`)
  return (rows[0] as { clicks: number }).clicks
}

describe('the Visit link', () => {
  it('redirects to the affiliate link, else the website, uncached and unindexed, and counts nothing', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/product' })
    for (const forwardedFor of ['203.0.113.1', '203.0.113.2']) {
      const response = await follow(tool.id, { ...NAVIGATION, 'x-forwarded-for': forwardedFor })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('https://example.com/product')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }
    expect(await clicks(tool.id)).toBe(0)
    expect(await statsClicks(tool.id)).toBe(0)
    const affiliate = await createTool(payload, { sourceUrl: 'https://example.com/site', affiliateLink: 'https://partner.example.com/?ref=hs' })
    expect((await follow(affiliate.id, NAVIGATION)).headers.get('location')).toBe('https://partner.example.com/?ref=hs')
  })

  it('answers a bad id with 400 and a tool without a link (or unpublished, or unknown) with 404', async () => {
    expect((await follow('abc', NAVIGATION)).status).toBe(400)
    expect((await follow(2_000_000_000, NAVIGATION)).status).toBe(400)
    expect((await follow(999_999_999, NAVIGATION)).status).toBe(404)
    const draft = await createTool(payload, { sourceUrl: 'https://example.com', _status: 'draft' })
    expect((await follow(draft.id, NAVIGATION)).status).toBe(404)
    const linkless = await createTool(payload, {})
    expect((await follow(linkless.id, NAVIGATION)).status).toBe(404)
  })
})

describe('the click beacon (POST /t/click/{id})', () => {
  it("counts a person's click once per visitor and day", async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/product' })
    const first = await beacon(tool.id, { ...BEACON, 'x-forwarded-for': '203.0.113.7' })
    expect(first.status).toBe(204)
    expect(await clicks(tool.id)).toBe(1)
    expect(await statsClicks(tool.id)).toBe(1)
    expect((await beacon(tool.id, { ...BEACON, 'x-forwarded-for': '203.0.113.7' })).status).toBe(204)
    expect(await clicks(tool.id)).toBe(1)
    await beacon(tool.id, { ...BEACON, 'x-forwarded-for': '203.0.113.8' })
    expect(await clicks(tool.id)).toBe(2)
    // Parallel beacons of one visitor count once.
    await Promise.all(Array.from({ length: 20 }, () => beacon(tool.id, { ...BEACON, 'x-forwarded-for': '203.0.113.9' })))
    expect(await clicks(tool.id)).toBe(3)
    expect(await statsClicks(tool.id)).toBe(3)
  })

  it('answers crawlers, scripts and prefetches with 204 without counting them', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/other' })
    const automated: Record<string, string>[] = [
      { ...BEACON, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { ...BEACON, 'user-agent': 'facebookexternalhit/1.1' },
      { ...BEACON, 'user-agent': 'curl/8.5.0' },
      { ...BEACON, 'user-agent': 'python-requests/2.32' },
      { ...BEACON, 'user-agent': '' },
      { ...BEACON, 'sec-purpose': 'prefetch;prerender' },
      { ...BEACON, purpose: 'prefetch' },
      { ...BEACON, 'x-moz': 'prefetch' },
      { ...BEACON, 'next-router-prefetch': '1' },
      { ...BEACON, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/142.0.0.0 Safari/537.36' },
    ]
    for (const [index, headers] of automated.entries()) {
      expect((await beacon(tool.id, { ...headers, 'x-forwarded-for': `198.51.100.${index + 1}` })).status).toBe(204)
    }
    expect(await clicks(tool.id)).toBe(0)
  })

  it('answers a bad id with 400, a tool without a link with 404, and counts nothing', async () => {
    expect((await beacon('abc', BEACON)).status).toBe(400)
    expect((await beacon('0', BEACON)).status).toBe(400)
    expect((await beacon(999_999_999, BEACON)).status).toBe(404)
    const draft = await createTool(payload, { sourceUrl: 'https://example.com', _status: 'draft' })
    expect((await beacon(draft.id, BEACON)).status).toBe(404)
    const linkless = await createTool(payload, {})
    expect((await beacon(linkless.id, { ...BEACON, 'x-forwarded-for': '203.0.113.20' })).status).toBe(404)
    expect(await clicks(linkless.id)).toBe(0)
    expect(await statsClicks(linkless.id)).toBe(0)
  })
})
