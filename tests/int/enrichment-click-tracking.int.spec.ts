import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/t/click/[id]/route'
import { isHumanClick } from '@/lib/tool-visits/human-click'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
/** What a browser sends when a person clicks a link. */
const PERSON = { 'user-agent': CHROME, 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' }

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

function visit(id: number | string, headers: Record<string, string>) {
  return GET(new NextRequest(`http://127.0.0.1/t/click/${id}`, { headers }), { params: Promise.resolve({ id: String(id) }) })
}

async function clicks(toolId: number) {
  return (await payload.findByID({ collection: 'tools', id: toolId, depth: 0 })).clickCount ?? 0
}

describe('the Visit link click counter', () => {
  it("counts a person's click once per visitor and day and always redirects", async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/product' })
    const first = await visit(tool.id, { ...PERSON, 'x-forwarded-for': '203.0.113.7' })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('https://example.com/product')
    expect(await clicks(tool.id)).toBe(1)
    expect((await visit(tool.id, { ...PERSON, 'x-forwarded-for': '203.0.113.7' })).status).toBe(302)
    expect(await clicks(tool.id)).toBe(1)
    await visit(tool.id, { ...PERSON, 'x-forwarded-for': '203.0.113.8' })
    expect(await clicks(tool.id)).toBe(2)
    // Parallel clicks of one visitor count once.
    await Promise.all(Array.from({ length: 20 }, () => visit(tool.id, { ...PERSON, 'x-forwarded-for': '203.0.113.9' })))
    expect(await clicks(tool.id)).toBe(3)
  })

  it('redirects crawlers, link checkers, scripts and prefetches without counting them', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/other' })
    const automated: Record<string, string>[] = [
      { ...PERSON, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { ...PERSON, 'user-agent': 'facebookexternalhit/1.1' },
      { ...PERSON, 'user-agent': 'curl/8.5.0' },
      { ...PERSON, 'user-agent': 'python-requests/2.32' },
      { ...PERSON, 'user-agent': '' },
      { 'user-agent': CHROME },
      { 'user-agent': CHROME, 'sec-fetch-mode': 'navigate' },
      { ...PERSON, 'sec-purpose': 'prefetch;prerender' },
      { ...PERSON, purpose: 'prefetch' },
      { ...PERSON, 'x-moz': 'prefetch' },
      { ...PERSON, 'next-router-prefetch': '1' },
      { ...PERSON, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/142.0.0.0 Safari/537.36' },
    ]
    for (const [index, headers] of automated.entries()) {
      const response = await visit(tool.id, { ...headers, 'x-forwarded-for': `198.51.100.${index + 1}` })
      expect(response.status).toBe(302)
    }
    expect(await clicks(tool.id)).toBe(0)
  })

  it('answers a bad or unknown id with a 4xx and counts nothing', async () => {
    expect((await visit('abc', PERSON)).status).toBe(400)
    expect((await visit(999_999_999, PERSON)).status).toBe(404)
    expect((await visit(2_000_000_000, PERSON)).status).toBe(400)
    const draft = await createTool(payload, { sourceUrl: 'https://example.com', _status: 'draft' })
    expect((await visit(draft.id, PERSON)).status).toBe(404)
  })

  it('tells a person from a bot by headers alone', () => {
    expect(isHumanClick(new Headers(PERSON))).toBe(true)
    expect(isHumanClick(new Headers({ ...PERSON, 'sec-fetch-user': '?0' }))).toBe(false)
    expect(isHumanClick(new Headers({ ...PERSON, 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }))).toBe(false)
  })
})
