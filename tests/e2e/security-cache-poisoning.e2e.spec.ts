import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

// Every request here goes through the cache tier (Varnish) that scripts/test-e2e.ts puts in front of
// the two app instances, from the address it accepts purges from.

/**
 * Request headers with which Next answers a page's address with something other than the page (or
 * could), each as an attacker would send it once to have the cache tier keep that answer for everyone.
 */
const POISON_HEADERS: Record<string, string>[] = [
  { 'x-middleware-prefetch': '1' },
  { rsc: '1' },
  { 'next-router-prefetch': '1' },
  { 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])) },
  { 'next-router-segment-prefetch': '/_tree' },
  { 'next-hmr-refresh': '1' },
  { 'next-url': '/' },
  { 'next-action': '7f00000000000000000000000000000000000000' },
  { purpose: 'prefetch' },
  { 'sec-purpose': 'prefetch' },
  { 'x-nextjs-data': '1' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { 'x-matched-path': '/_not-found' },
  { 'x-now-route-matches': 'slug=x' },
  { 'sec-fetch-dest': 'image' },
  { 'next-test-proxy-port': '1' },
  { 'x-not-found-page': '1' },
  { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
]

const describe = (headers: Record<string, string>) => Object.keys(headers)[0] ?? ''

/** What each kind of cacheable address answers in full: its content type and a mark of the whole body. */
const WHOLE = {
  html: { type: 'text/html', end: '</html>' },
  sitemap: { type: 'xml', end: '</urlset>' },
  rss: { type: 'application/rss+xml', end: '</rss>' },
  llms: { type: 'text/plain', end: '## Popular tools' },
} as const

/** Drops the cache tier's entries carrying `key`, as a write (an upvote, an edit) does. */
async function purge(request: APIRequestContext, key: string) {
  const response = await request.fetch('/', { method: 'PURGE', headers: { 'xkey-purge': key } })
  expect(response.status(), await response.text()).toBe(200)
}

/** A plain anonymous GET of `path` gets the whole answer, not whatever a poisoned request left. */
async function expectWhole(request: APIRequestContext, path: string, kind: keyof typeof WHOLE, after: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const body = await response.text()
  const label = `${path} after ${after} (X-Cache ${response.headers()['x-cache']})`
  expect(response.status(), label).toBe(200)
  expect(response.headers()['content-type'], label).toContain(WHOLE[kind].type)
  expect(body.length, label).toBeGreaterThan(1_000)
  expect(body, label).toContain(WHOLE[kind].end)
  if (kind === 'html') expect(body, label).toMatch(/^<!DOCTYPE html><html lang="en"/)
}

test.describe('the cache tier cannot be poisoned by request headers', () => {
  test('a request with any header that changes Next’s answer, on a fresh entry, leaves the full page for the next visitor', async ({ request }) => {
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const created = await request.post('/api/tools', { headers: auth, data: { name: `Poison ${randomUUID().slice(0, 8)}`, toolType: 'recruiter', _status: 'published' } })
    expect(created.ok(), await created.text()).toBe(true)
    const tool = ((await created.json()) as { doc: { id: number; slug: string } }).doc
    try {
      for (const headers of POISON_HEADERS) {
        // A search no one made yet: the poisoned request is the cache's first for it.
        const search = `/?q=${encodeURIComponent(`poison ${describe(headers)} ${randomUUID().slice(0, 8)}`)}`
        await request.get(search, { headers, maxRedirects: 0 })
        await expectWhole(request, search, 'html', describe(headers))
        // A kept page emptied by a write (anyone's upvote does it), then requested with the header first.
        await expectWhole(request, `/tools/${tool.slug}`, 'html', 'warming')
        await purge(request, `tool:${tool.slug}`)
        await request.get(`/tools/${tool.slug}`, { headers, maxRedirects: 0 })
        await expectWhole(request, `/tools/${tool.slug}`, 'html', `a purge and ${describe(headers)}`)
      }
    } finally {
      await request.delete(`/api/tools/${tool.id}`, { headers: auth })
    }
  })

  test('no cacheable address keeps less than its page after a poisoned request, whatever the header', async ({ request }) => {
    test.setTimeout(600_000)
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const suffix = randomUUID().slice(0, 8)
    const category = await request.post('/api/categories', { headers: auth, data: { name: `Poison Sweep ${suffix}` } })
    expect(category.ok(), await category.text()).toBe(true)
    const categoryDoc = ((await category.json()) as { doc: { id: number; slug: string } }).doc
    const tools: { id: number; slug: string }[] = []
    for (const name of ['First', 'Second']) {
      const created = await request.post('/api/tools', { headers: auth, data: { name: `Poison ${name} ${suffix}`, toolType: 'recruiter', category: categoryDoc.id, _status: 'published' } })
      expect(created.ok(), await created.text()).toBe(true)
      tools.push(((await created.json()) as { doc: { id: number; slug: string } }).doc)
    }
    const [first, second] = tools as [{ id: number; slug: string }, { id: number; slug: string }]
    // Every kind of address the cache tier keeps, with a key that empties its entry.
    const routes: { path: string; key: string; kind: keyof typeof WHOLE }[] = [
      { path: '/', key: 'listing:all', kind: 'html' },
      { path: `/?q=Poison%20${suffix}`, key: `category:${categoryDoc.slug}`, kind: 'html' },
      { path: `/tools/${first.slug}`, key: `tool:${first.slug}`, kind: 'html' },
      { path: `/categories/recruiter/${categoryDoc.slug}`, key: `category:${categoryDoc.slug}`, kind: 'html' },
      { path: '/categories', key: 'listing:all', kind: 'html' },
      { path: '/full-list', key: 'listing:all', kind: 'html' },
      { path: `/compare?tools=${first.slug},${second.slug}`, key: `tool:${second.slug}`, kind: 'html' },
      { path: '/resources', key: 'page:resources-hub', kind: 'html' },
      { path: '/resources/rss.xml', key: 'page:resources-hub', kind: 'rss' },
      { path: '/sitemap.xml', key: 'listing:all', kind: 'sitemap' },
      { path: '/llms.txt', key: 'listing:all', kind: 'llms' },
    ]
    try {
      for (const { path, key, kind } of routes) {
        for (const headers of POISON_HEADERS) {
          await purge(request, key)
          await request.get(path, { headers, maxRedirects: 0 })
          await expectWhole(request, path, kind, describe(headers))
        }
      }
    } finally {
      for (const tool of tools) await request.delete(`/api/tools/${tool.id}`, { headers: auth })
      await request.delete(`/api/categories/${categoryDoc.id}`, { headers: auth })
    }
  })
})
