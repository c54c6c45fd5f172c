import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

test.describe('tool page', () => {
  test('shows everything the spec lists, with meta tags and structured data', async ({ page }) => {
    const response = await page.goto('/tools/peoplegpt')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'PeopleGPT' })).toBeVisible()
    const upvote = page.locator('[data-upvote-tool="peoplegpt"]').first()
    await expect(upvote.getByRole('button', { name: 'Upvote' })).toBeVisible()
    await expect(upvote.getByText('0 upvotes')).toBeVisible()
    for (const heading of ['Quick Summary', 'Key Features', 'Benefits', 'Integrations', 'Website Preview', 'Details', 'Similar tools']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    // The page asks for a capture as it loads; with no internet here it fails within moments, and the
    // page may already show that (both states are covered on their own in enrichment-tool-page).
    await expect(page.getByText(/^(Screenshot will be available soon|Unable to capture screenshot automatically)$/)).toBeVisible()
    await expect(page.getByText('Plain-English candidate search across public profiles')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Greenhouse' }).first()).toBeVisible()
    const visit = page.getByRole('link', { name: /^Visit PeopleGPT/ }).first()
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('href', 'https://juicebox.ai/')
    await expect(page.locator('aside').getByText('For Recruiters')).toBeVisible()
    const similar = page.locator('aside').getByRole('link').filter({ hasText: 'Findem' })
    await expect(similar).toHaveAttribute('href', '/tools/findem')

    await expect(page).toHaveTitle(/^PeopleGPT/)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length).toBeLessThanOrEqual(155)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tools\/peoplegpt$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /PeopleGPT/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
    expect(types).toEqual(expect.arrayContaining(['SoftwareApplication', 'BreadcrumbList']))
    const app = JSON.parse(jsonLd.find((text) => text.includes('SoftwareApplication'))!) as Record<string, unknown>
    expect(app.aggregateRating).toBeUndefined()

    await page.getByRole('link', { name: 'Back to All Tools' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a missing tool answers 404 with the tool-specific text', async ({ page }) => {
    const response = await page.goto('/tools/no-such-tool-here')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found | HireStack')
    await expect(page.getByText('The page you\'re looking for doesn\'t exist or has been moved.')).toBeVisible()
    await expect(page.getByText('We couldn\'t find the tool "no-such-tool-here".')).toBeVisible()
    await expect(page.getByText('Looking for AI recruiting tools?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse All Tools' })).toHaveAttribute('href', '/full-list')
    await expect(page.getByRole('link', { name: 'View Categories' })).toHaveAttribute('href', '/categories')
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  })

  test('other unknown paths answer 404 with the generic page', async ({ page }) => {
    const response = await page.goto('/this/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(page.getByText('We couldn\'t find the tool')).toHaveCount(0)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/tool/{slug} redirects to /tools/{slug}', async ({ page }) => {
    await page.goto('/tool/findem')
    await expect(page).toHaveURL(/\/tools\/findem$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Findem' })).toBeVisible()
  })

  test('the visit link records a click and redirects to the tool website', async ({ request }) => {
    const token = await adminToken()
    const tools = await request.get('/api/tools?where[slug][equals]=hireflow&depth=0', { headers: { Authorization: `JWT ${token}` } })
    const tool = ((await tools.json()) as { docs: { id: number; clickCount: number; sourceUrl: string }[] }).docs[0]!
    // A crawler or link checker is redirected but not counted; a person's click (the browser marks
    // a user-started navigation with Sec-Fetch-User) is.
    const crawler = await request.get(`/t/click/${tool.id}`, { maxRedirects: 0, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })
    expect(crawler.status()).toBe(302)
    // Headless browsers announce themselves as bots: the click is a desktop browser's, its own visitor
    // (a browser of its own, by user agent) so that a retried run counts again.
    const click = await request.get(`/t/click/${tool.id}`, {
      maxRedirects: 0,
      headers: { 'user-agent': desktopBrowser(), 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1', 'sec-fetch-site': 'same-origin' },
    })
    expect(click.status()).toBe(302)
    expect(click.headers().location).toBe(new URL(tool.sourceUrl).toString())
    const after = await request.get(`/api/tools/${tool.id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await after.json()) as { clickCount: number }).clickCount).toBe((tool.clickCount ?? 0) + 1)
    const stats = await request.get(`/api/tool-stats?where[tool][equals]=${tool.id}`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await stats.json()) as { docs: { clicks: number }[] }).docs[0]?.clicks).toBeGreaterThanOrEqual(1)

    expect((await request.get('/t/click/abc', { maxRedirects: 0 })).status()).toBe(400)
    expect((await request.get('/t/click/999999', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('a visit counts one view in tool stats, once per visitor', async ({ browser, request }) => {
    const token = await adminToken()
    const tools = await request.get('/api/tools?where[slug][equals]=gem&depth=0', { headers: { Authorization: `JWT ${token}` } })
    const id = ((await tools.json()) as { docs: { id: number }[] }).docs[0]!.id
    const views = async () => {
      const stats = await request.get(`/api/tool-stats?where[tool][equals]=${id}`, { headers: { Authorization: `JWT ${token}` } })
      expect(stats.ok()).toBe(true)
      return ((await stats.json()) as { docs: { views: number }[] }).docs.reduce((sum, day) => sum + day.views, 0)
    }
    // Counted from what is there already, so a retried run measures its own visit.
    const before = await views()
    // Playwright's headless Chromium names itself HeadlessChrome, which is not counted: a desktop browser's user agent.
    const context = await browser.newContext({ userAgent: desktopBrowser() })
    const page = await context.newPage()
    const visit = async () => {
      const beacon = page.waitForResponse((res) => res.url().endsWith(`/t/view/${id}`))
      await page.goto('/tools/gem')
      expect((await beacon).status()).toBe(204)
    }
    await visit()
    await expect.poll(views).toBe(before + 1)
    // The same visitor again the same day (a new session, so the page sends its beacon again): not counted.
    await page.evaluate(() => window.sessionStorage.clear())
    await visit()
    expect(await views()).toBe(before + 1)
    await context.close()
    expect((await request.post('/t/view/0')).status()).toBe(400)
  })
})

/** A desktop Chrome user agent unique to this call: a new visitor each time. */
function desktopBrowser() {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 e2e/${randomUUID()}`
}
