import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { adminToken, signInToAdmin } from './content-admin-helpers'

const SLUG = 'ethical-ai-hiring'

test('an editor changes an article in the admin and the public page shows it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/articles', { params: { 'where[slug][equals]': SLUG, depth: '0' }, headers: auth })
  const article = ((await found.json()) as { docs: { id: number; excerpt: string }[] }).docs[0]!
  const edited = `Updated in the admin ${randomUUID().slice(0, 8)}: how to use AI in hiring ethically.`

  try {
    await signInToAdmin(page)
    await page.goto(`/admin/collections/articles/${article.id}`)
    const excerpt = page.locator('#field-excerpt')
    await expect(excerpt).toHaveValue(article.excerpt)
    await excerpt.fill(edited)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

    // The cache is revalidated by tag; allow the background regeneration a moment.
    await expect(async () => {
      await page.goto(`/resources/${SLUG}`)
      await expect(page.getByText(edited)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(async () => {
      await page.goto('/resources')
      await expect(page.getByText(edited)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
  } finally {
    await request.patch(`/api/articles/${article.id}`, { data: { excerpt: article.excerpt }, headers: auth })
  }
})

test('drafts are previewed only by staff', async ({ page, request }) => {
  const anonymous = await request.get(`/preview?path=/resources/${SLUG}`, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(403)
  expect((await request.get('/preview?path=https://evil.example/', { maxRedirects: 0 })).status()).toBe(400)

  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/articles', { params: { 'where[slug][equals]': SLUG, depth: '0' }, headers: auth })
  const article = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  const draftTitle = `Draft title ${randomUUID().slice(0, 8)}`
  try {
    const saved = await request.patch(`/api/articles/${article.id}?draft=true`, { data: { title: draftTitle, _status: 'draft' }, headers: auth })
    expect(saved.ok()).toBe(true)

    await page.goto(`/resources/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)

    await signInToAdmin(page)
    await page.goto(`/preview?path=${encodeURIComponent(`/resources/${SLUG}`)}`)
    await expect(page).toHaveURL(new RegExp(`/resources/${SLUG}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(page.getByText('You are seeing the latest draft')).toBeVisible()
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  } finally {
    await request.patch(`/api/articles/${article.id}`, { data: { title: article.title, _status: 'published' }, headers: auth })
  }
})
