import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { expectAfterReload, expectCacheHit } from './cache-helpers'
import { ADMIN, adminToken } from './content-admin-helpers'

test.describe('home served from cache', () => {
  test('each filter URL is cached, and a tool created or edited by an admin shows at once', async ({ page, request }) => {
    const word = `cachecheck${randomUUID().slice(0, 8)}`
    const name = `Cache Check ${word}`
    const path = `/?q=${word}&sort=new`
    await expectCacheHit(request, path)
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'No Tools Found' })).toBeVisible()

    const auth = { Authorization: `JWT ${await adminToken()}` }
    const created = await request.post('/api/tools', {
      headers: auth,
      data: { name, description: 'The first description.', toolType: 'recruiter', _status: 'published' },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      // The cache tier drops its copy on the write's commit notice, milliseconds after the response.
      await expectAfterReload(page, name)
      const card = page.getByRole('list', { name: 'Tools' }).getByRole('article').filter({ hasText: name })
      await expect(card).toHaveCount(1)
      await expect(card.getByText('The first description.')).toBeVisible()
      await expectCacheHit(request, path)

      const edited = await request.patch(`/api/tools/${id}`, { headers: auth, data: { description: 'Edited in the admin just now.' } })
      expect(edited.ok()).toBe(true)
      await expectAfterReload(page, 'Edited in the admin just now.')
      await expect(page.getByText('The first description.')).toHaveCount(0)
    } finally {
      await request.delete(`/api/tools/${id}`, { headers: auth })
    }
  })

  test('bad filter values show the default page from the cache', async ({ request }) => {
    const badPath = '/?page=-1&size=1000&type=%3Cscript%3E&sort=x&price=cheap'
    const bad = await request.get(badPath)
    expect(bad.status()).toBe(200)
    expect(await bad.text()).toContain('Showing 1-24 of')
    await expectCacheHit(request, badPath)
  })

  test('a cached home page still shows the signed-in header', async ({ page, request }) => {
    const path = '/?sort=most_popular&size=12'
    await expectCacheHit(request, path)
    const login = await page.request.post('/api/users/login', { data: ADMIN })
    expect(login.ok()).toBe(true)
    // Signed in, the cache tier passes the request to an app instance, which renders the same HTML
    // every visitor gets: the header learns who is signed in in the browser.
    const response = await page.goto(path)
    expect(response?.headers()['x-cache']).toBe('PASS')
    expect(await response?.text()).not.toContain(ADMIN.email)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(page.getByTestId('results-summary')).toHaveText(/^Showing 1-12 of \d+ tools$/)
  })
})
