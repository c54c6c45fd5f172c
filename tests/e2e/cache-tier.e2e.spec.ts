import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectCacheHit } from './cache-helpers'
import { ADMIN, adminToken } from './content-admin-helpers'

/** Creates a document through the REST API as the admin, failing the test with the API's answer if it refuses. */
async function createDoc(request: APIRequestContext, auth: Record<string, string>, collection: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/${collection}`, { headers: auth, data })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { doc: { id: number; slug: string } }).doc
}

// Every test here goes through the cache tier (Varnish) that scripts/test-e2e.ts puts in front of
// the two app instances.
test.describe('the cache tier', () => {
  test('serves public pages from its cache and shows an edit within a second', async ({ page, request }) => {
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const name = `Cache Tier ${randomUUID().slice(0, 8)}`
    const created = await request.post('/api/tools', { headers: auth, data: { name, description: 'Before the edit.', toolType: 'recruiter', _status: 'published' } })
    expect(created.ok()).toBe(true)
    const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc
    try {
      const path = `/tools/${slug}`
      await expectCacheHit(request, path)
      const cached = await request.get(path)
      expect(cached.headers()['x-cache']).toBe('HIT')
      expect(cached.headers().xkey).toBeUndefined()

      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      expect((await request.patch(`/api/tools/${id}`, { headers: auth, data: { description: 'After the edit.' } })).ok()).toBe(true)
      const edited = Date.now()
      // The cache tier's freshness is timed over HTTP: a browser reload of the tool page (now with its
      // facts sections) takes most of a second by itself on the loaded CI machine. Then a person sees it.
      await expect(async () => {
        expect(await (await request.get(path)).text()).toContain('After the edit.')
      }).toPass({ timeout: 1_000, intervals: [50] })
      expect(Date.now() - edited).toBeLessThan(1_000)
      await page.reload()
      await expect(page.getByText('After the edit.').first()).toBeVisible()
      await expect(page.getByText('Before the edit.')).toHaveCount(0)
    } finally {
      await request.delete(`/api/tools/${id}`, { headers: auth })
    }
  })

  test("an upvote drops the voted tool's pages and lists, while an unrelated tool's pages stay cached", async ({ request }) => {
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const suffix = randomUUID().slice(0, 8)
    const create = (collection: string, data: Record<string, unknown>) => createDoc(request, auth, collection, data)
    const [voted, unrelated] = [await create('categories', { name: `Voted ${suffix}` }), await create('categories', { name: `Unrelated ${suffix}` })]
    const a = await create('tools', { name: `Upvoted ${suffix}`, toolType: 'recruiter', category: voted.id, _status: 'published' })
    const b = await create('tools', { name: `Untouched ${suffix}`, toolType: 'job_seeker', category: unrelated.id, _status: 'published' })
    // A search page also lists the other audiences' matches, so any tool's write drops it (docs/caching.md):
    // none stays. A search for A: its own cache entry, which no other test requests again after a purge.
    const stays = [`/tools/${b.slug}`, `/categories/job_seeker/${unrelated.slug}`]
    const drops = [`/tools/${a.slug}`, `/categories/recruiter/${voted.slug}`, `/?q=Upvoted%20${suffix}`]
    let voteId: number | undefined
    try {
      // Another test's tool edit (a `tools` purge) between warming and checking would drop B too: try again.
      await expect(async () => {
        if (voteId) expect((await request.delete(`/api/upvotes/${voteId}`, { headers: auth })).ok()).toBe(true)
        voteId = undefined
        for (const path of [...stays, ...drops]) await expectCacheHit(request, path)
        expect(await request.get(drops[0]!).then((response) => response.text())).toContain('>0 upvotes<')

        const vote = await request.post('/api/upvotes', { headers: auth, data: { tool: a.id } })
        expect(vote.ok()).toBe(true)
        voteId = ((await vote.json()) as { doc: { id: number } }).doc.id
        // The purge follows the write's commit within milliseconds: each of A's pages is fetched afresh
        // (an instance that has not expired its own copy yet is purged again after it has).
        for (const path of drops) {
          let fresh: string | undefined
          await expect(async () => {
            const response = await request.get(path)
            expect(await response.text()).toContain('>1 upvote<')
            fresh = response.headers()['x-cache']
          }).toPass({ timeout: 2_000, intervals: [50] })
          expect(fresh, path).toBe('MISS')
        }
        for (const path of stays) expect((await request.get(path)).headers()['x-cache'], path).toBe('HIT')
      }).toPass({ timeout: 90_000 })
    } finally {
      if (voteId) await request.delete(`/api/upvotes/${voteId}`, { headers: auth })
      for (const tool of [a, b]) await request.delete(`/api/tools/${tool.id}`, { headers: auth })
      for (const category of [voted, unrelated]) await request.delete(`/api/categories/${category.id}`, { headers: auth })
    }
  })

  test("a tool edit drops the pages that show the tool, while an unrelated tool's pages stay cached", async ({ request }) => {
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const suffix = randomUUID().slice(0, 8)
    const create = (collection: string, data: Record<string, unknown>) => createDoc(request, auth, collection, data)
    const [edited, unrelated] = [await create('categories', { name: `Edited ${suffix}` }), await create('categories', { name: `Apart ${suffix}` })]
    const a = await create('tools', { name: `Edited ${suffix}`, description: 'Before the edit.', toolType: 'recruiter', category: edited.id, _status: 'published' })
    const neighbour = await create('tools', { name: `Neighbour ${suffix}`, toolType: 'recruiter', category: edited.id, _status: 'published' })
    const b = await create('tools', { name: `Apart ${suffix}`, toolType: 'job_seeker', category: unrelated.id, _status: 'published' })
    // The search answers fetched while typing are kept and dropped like the pages of the same state; a
    // search lists every audience's matches, so any tool's write drops it: no search stays.
    const stays = [`/tools/${b.slug}`, `/categories/job_seeker/${unrelated.slug}`]
    // A's page, its category's list, a search that finds it (page and answer), and its neighbour's page (whose similar tools list A).
    const drops = [`/tools/${a.slug}`, `/categories/recruiter/${edited.slug}`, `/?q=Edited%20${suffix}`, `/tools/${neighbour.slug}`, `/search?q=edited+${suffix}`]
    let round = 0
    try {
      // Another test's `tools` purge (the ranking job) between warming and checking would drop B too: try again.
      await expect(async () => {
        round += 1
        for (const path of [...stays, ...drops]) await expectCacheHit(request, path)
        const text = `Edited description, round ${round}.`
        expect((await request.patch(`/api/tools/${a.id}`, { headers: auth, data: { description: text } })).ok()).toBe(true)
        // The page of A itself must come back fresh: the new text, from the app rather than the cache.
        let fresh: string | undefined
        await expect(async () => {
          const response = await request.get(drops[0]!)
          expect(await response.text()).toContain(text)
          fresh = response.headers()['x-cache']
        }).toPass({ timeout: 2_000, intervals: [50] })
        expect(fresh).toBe('MISS')
        for (const path of drops.slice(1)) {
          await expect(async () => expect((await request.get(path)).headers()['x-cache'], path).toBe('MISS')).toPass({ timeout: 2_000, intervals: [50] })
        }
        for (const path of stays) expect((await request.get(path)).headers()['x-cache'], path).toBe('HIT')
      }).toPass({ timeout: 90_000 })
    } finally {
      for (const tool of [a, neighbour, b]) await request.delete(`/api/tools/${tool.id}`, { headers: auth })
      for (const category of [edited, unrelated]) await request.delete(`/api/categories/${category.id}`, { headers: auth })
    }
  })

  test('one entry per meaning of a home URL: tracking parameters and letter case do not split it', async ({ page, request }) => {
    await expectCacheHit(request, '/?sort=new&type=everyone')
    for (const variant of ['/?type=everyone&sort=new&utm_source=newsletter', '/?sort=NEW&type=Everyone', '/?fbclid=x&type=everyone&sort=new']) {
      expect((await request.get(variant)).headers()['x-cache'], variant).toBe('HIT')
    }
    // The search answer: one entry whatever the case and the spaces of the words typed.
    await expectCacheHit(request, '/search?q=talent+pool&type=everyone')
    for (const variant of ['/search?type=Everyone&q=Talent%20%20POOL', '/search?q=%20talent+pool+&utm_source=x&type=everyone']) {
      expect((await request.get(variant)).headers()['x-cache'], variant).toBe('HIT')
    }
    await page.goto('/?sort=NEW&type=Everyone&utm_source=newsletter')
    await expect(page.getByTestId('results-summary')).toHaveText(/^Showing 1-24 of \d+ tools$/)
  })

  test('a signed-in visitor gets pages of their own; forms and the account pass through', async ({ page }) => {
    expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true)
    const response = await page.goto('/categories')
    expect(response?.headers()['x-cache']).toBe('PASS')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible()
    const account = await page.goto('/account')
    expect(account?.headers()['x-cache']).toBe('PASS')
    await expect(page.getByText(ADMIN.email).first()).toBeVisible()
  })
})
