import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminToken, createAccount, signInToAdmin } from './content-admin-helpers'

// Each test works on its own article: an editor's open edit form keeps the article locked for others.
const EDITED = 'ethical-ai-hiring'
const LIVE = 'ai-hiring-strategies'
const DRAFTED = 'reducing-bias-with-ai'

type ArticleRow = { id: number; title: string; excerpt: string }

async function findArticle(request: APIRequestContext, auth: Record<string, string>, slug: string): Promise<ArticleRow> {
  const found = await request.get('/api/articles', { params: { 'where[slug][equals]': slug, depth: '0' }, headers: auth })
  return ((await found.json()) as { docs: ArticleRow[] }).docs[0]!
}

/**
 * Puts the article back as it was, published (replacing any draft a test left behind), even while
 * the test's editor still holds the admin's edit lock on it.
 */
async function restore(request: APIRequestContext, auth: Record<string, string>, article: ArticleRow) {
  const restored = await request.patch(`/api/articles/${article.id}?overrideLock=true`, {
    data: { title: article.title, excerpt: article.excerpt, _status: 'published' },
    headers: auth,
  })
  expect(restored.ok()).toBe(true)
}

test('an editor edits an article in /admin and the public page shows the change', async ({ page, request }) => {
  test.setTimeout(120_000)
  const auth = { Authorization: `JWT ${await adminToken()}` }
  const article = await findArticle(request, auth, EDITED)
  const editor = await createAccount(request, 'editor')
  const edited = `Updated in the admin ${randomUUID().slice(0, 8)}: how to use AI in hiring ethically.`

  try {
    await signInToAdmin(page, editor)
    await page.goto(`/admin/collections/articles/${article.id}`)
    const excerpt = page.locator('#field-excerpt')
    await expect(excerpt).toHaveValue(article.excerpt)
    await excerpt.fill(edited)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

    // The cache is revalidated by tag; allow the background regeneration a moment.
    await expect(async () => {
      await page.goto(`/resources/${EDITED}`)
      await expect(page.getByText(edited)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(async () => {
      await page.goto('/resources')
      await expect(page.getByText(edited)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
  } finally {
    await restore(request, auth, article)
  }
})

test('the live preview shows an editor’s unpublished changes beside the form, and the public does not see them', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000)
  const auth = { Authorization: `JWT ${await adminToken()}` }
  const article = await findArticle(request, auth, LIVE)
  const editor = await createAccount(request, 'editor')
  const draftTitle = `Live draft ${randomUUID().slice(0, 8)}`

  try {
    await signInToAdmin(page, editor)
    await page.goto(`/admin/collections/articles/${article.id}`)
    await expect(page.locator('#field-title').first()).toHaveValue(article.title)
    const frame = page.frameLocator('iframe#live-preview-iframe')
    // The pane remembers whether it was open; open it when it is not.
    await page.getByRole('button', { name: /live preview/i }).waitFor()
    if ((await page.locator('iframe#live-preview-iframe').count()) === 0) await page.getByRole('button', { name: /live preview/i }).click()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(article.title, { timeout: 30_000 })
    await expect(frame.getByText('You are seeing the latest draft')).toBeVisible()

    await page.locator('#field-title').first().fill(draftTitle)
    // Autosave stores the draft; the pane re-renders the page on the server without publishing.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 45_000 })

    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/resources/${LIVE}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await visitorPage.goto('/resources')
    await expect(visitorPage.getByText(draftTitle)).toHaveCount(0)
    await visitor.close()
  } finally {
    await restore(request, auth, article)
  }
})

test('drafts are previewed only by staff', async ({ page, request }) => {
  test.setTimeout(90_000)
  const anonymous = await request.get(`/preview?path=/resources/${DRAFTED}`, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(403)
  expect((await request.get('/preview?path=https://evil.example/', { maxRedirects: 0 })).status()).toBe(400)

  const auth = { Authorization: `JWT ${await adminToken()}` }
  const article = await findArticle(request, auth, DRAFTED)
  const [editor, member] = [await createAccount(request, 'editor'), await createAccount(request, 'user')]
  const draftTitle = `Draft title ${randomUUID().slice(0, 8)}`
  try {
    const saved = await request.patch(`/api/articles/${article.id}?draft=true`, { data: { title: draftTitle, _status: 'draft' }, headers: auth })
    expect(saved.ok()).toBe(true)

    await page.goto(`/resources/${DRAFTED}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)

    // A signed-in member is not staff: no preview, and the public page stays published.
    expect((await page.request.post('/api/users/login', { data: member })).ok()).toBe(true)
    expect((await page.request.get(`/preview?path=/resources/${DRAFTED}`, { maxRedirects: 0 })).status()).toBe(403)
    await page.context().clearCookies()

    await signInToAdmin(page, editor)
    await page.goto(`/preview?path=${encodeURIComponent(`/resources/${DRAFTED}`)}`)
    await expect(page).toHaveURL(new RegExp(`/resources/${DRAFTED}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(page.getByText('You are seeing the latest draft')).toBeVisible()
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  } finally {
    await restore(request, auth, article)
  }
})

const PAGES = [
  { slug: 'privacy-policy', path: '/privacy-policy', field: '#field-contact__text', key: 'contact' },
  { slug: 'help-center', path: '/help-center', field: '#field-intro', key: 'intro' },
  { slug: 'review-process', path: '/review-process', field: '#field-closing__text', key: 'closing' },
] as const

test('an editor edits the privacy policy, help center and review process in /admin', async ({ page, request }) => {
  test.setTimeout(180_000)
  const auth = { Authorization: `JWT ${await adminToken()}` }
  const editor = await createAccount(request, 'editor')
  const originals = new Map<string, unknown>()
  try {
    await signInToAdmin(page, editor)
    for (const { slug, path, field, key } of PAGES) {
      const current = (await (await request.get(`/api/globals/${slug}`, { params: { depth: '0' }, headers: auth })).json()) as Record<string, unknown>
      originals.set(slug, current[key])
      const text = `Edited by an editor ${randomUUID().slice(0, 8)}.`
      await page.goto(`/admin/globals/${slug}`)
      await page.locator(field).fill(text)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
      await expect(async () => {
        await page.goto(path)
        await expect(page.getByRole('main').getByText(text)).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
    }
  } finally {
    for (const { slug, key } of PAGES) {
      if (originals.has(slug)) await request.post(`/api/globals/${slug}`, { data: { [key]: originals.get(slug) }, headers: auth })
    }
  }
})

test('a signed-in member cannot open or change the static pages in /admin', async ({ page }) => {
  test.setTimeout(90_000)
  const member = await createAccount(page.request, 'user')
  await page.context().clearCookies()
  expect((await page.request.post('/api/users/login', { data: member })).ok()).toBe(true)
  for (const { slug } of PAGES) {
    await page.goto(`/admin/globals/${slug}`)
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible()
    await expect(page.locator('#field-title')).toHaveCount(0)
    const change = await page.request.post(`/api/globals/${slug}`, { data: { title: 'Taken over' } })
    expect(change.status(), slug).toBe(403)
  }
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
})

test('an editor edits the resources hub and the site settings in /admin', async ({ page, request }) => {
  test.setTimeout(150_000)
  const auth = { Authorization: `JWT ${await adminToken()}` }
  const editor = await createAccount(request, 'editor')
  const globalData = async (slug: string) =>
    (await (await request.get(`/api/globals/${slug}`, { params: { depth: '0' }, headers: auth })).json()) as Record<string, unknown>
  const hub = await globalData('resources-hub')
  const settings = await globalData('site-settings')
  const marker = randomUUID().slice(0, 8)
  const intro = `Guides and comparisons for recruiters, edited ${marker}.`
  // The guides' line: the resources spec, which may run meanwhile, checks no group's description.
  const guidesLine = `Step-by-step guides to AI in hiring, edited ${marker}.`
  const social = `LinkedIn ${marker}`

  try {
    await signInToAdmin(page, editor)
    await page.goto('/admin/globals/resources-hub')
    await page.locator('#field-intro').fill(intro)
    await page.locator('#field-groupDescriptions__guide').fill(guidesLine)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expect(async () => {
      await page.goto('/resources')
      await expect(page.getByRole('main').getByText(intro)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('region', { name: 'AI Recruiting Guides' }).getByText(guidesLine)).toBeVisible()

    await page.goto('/admin/globals/site-settings')
    await page.locator('#field-socialLinks__0__label').fill(social)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expect(async () => {
      await page.goto('/help-center')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: social })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('contentinfo').getByRole('link', { name: social })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/hirestack',
    )
  } finally {
    await request.post('/api/globals/resources-hub', { data: { intro: hub.intro, groupDescriptions: hub.groupDescriptions }, headers: auth })
    await request.post('/api/globals/site-settings', { data: { socialLinks: settings.socialLinks }, headers: auth })
  }
})
