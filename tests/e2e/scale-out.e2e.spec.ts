import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { expectAfterReload, expectCacheHit } from './cache-helpers'
import { ADMIN, adminToken } from './content-admin-helpers'

// scripts/test-e2e.ts starts two instances of the built app on the same database behind the cache
// tier (E2E_BASE_URL); this is the second one, reached directly.
const PEER = process.env.E2E_PEER_URL ?? 'http://127.0.0.1:3111'

test('two app instances on one database share sign-ins, show each other’s writes at once, and both purge the cache tier', async ({ page, request, baseURL }) => {
  // A sign-in made on one instance is valid on the other (stateless signed sessions).
  const token = await adminToken()
  const me = await request.get(`${PEER}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(ADMIN.email)

  const auth = { Authorization: `JWT ${token}` }
  const name = `Scale Out ${randomUUID().slice(0, 8)}`
  const created = await request.post(`${baseURL}/api/tools`, {
    headers: auth,
    data: { name, description: 'Written through the first instance.', toolType: 'recruiter', _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const tool = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  try {
    // Written through the cache tier's instance, shown by the second instance on the next load:
    // an instance keeps no page of its own, so there is nothing to wait for.
    await page.goto(`${PEER}/tools/${tool.slug}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect((await request.patch(`${baseURL}/api/tools/${tool.id}`, { headers: auth, data: { description: 'Edited through the first instance.' } })).ok()).toBe(true)
    await page.reload()
    await expect(page.getByText('Edited through the first instance.')).toBeVisible()

    // Written through the second instance, and purged from the cache tier that kept the page.
    await expectCacheHit(request, `${baseURL}/tools/${tool.slug}`)
    await page.goto(`${baseURL}/tools/${tool.slug}`)
    expect((await request.patch(`${PEER}/api/tools/${tool.id}`, { headers: auth, data: { description: 'Edited through the second instance.' } })).ok()).toBe(true)
    await expectAfterReload(page, 'Edited through the second instance.')
  } finally {
    await request.delete(`${baseURL}/api/tools/${tool.id}`, { headers: auth })
  }
})
