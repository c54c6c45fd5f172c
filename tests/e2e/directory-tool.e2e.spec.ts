import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { adminToken } from './content-admin-helpers'
import { createToolAsAdmin } from './enrichment-helpers'

test.describe('tool page', () => {
  test('shows the summary, features, benefits, integrations, preview, details, visit link and similar tools, with meta tags and structured data', async ({ page }) => {
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
    await expect(page.locator('aside').getByText('For Recruiters', { exact: true })).toBeVisible()
    const similar = page.locator('aside').getByRole('link').filter({ hasText: 'Findem' })
    await expect(similar).toHaveAttribute('href', '/tools/findem')

    await expect(page).toHaveTitle(/^PeopleGPT/)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length).toBeLessThanOrEqual(155)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tools\/peoplegpt$/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /PeopleGPT/)
    // The tool's own share card (name, mark, category: tests/e2e/directory-tool-identity.e2e.spec.ts), drawn large.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
    expect(types).toEqual(expect.arrayContaining(['SoftwareApplication', 'BreadcrumbList']))
    const app = JSON.parse(jsonLd.find((text) => text.includes('SoftwareApplication'))!) as Record<string, unknown>
    expect(app.aggregateRating).toBeUndefined()

    await page.getByRole('link', { name: 'Back to All Tools' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  // Crawlers, link checkers and readers without JavaScript get the message and links in the HTML.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a missing tool answers 404 with the tool-specific text', async ({ page }) => {
      const response = await page.goto('/tools/no-such-tool-here')
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page Not Found | HireStack')
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
      await expect(page.getByText('The page you\'re looking for doesn\'t exist or has been moved.')).toBeVisible()
      await expect(page.getByText('We couldn\'t find the tool "no-such-tool-here".')).toBeVisible()
      await expect(page.getByText('Looking for AI recruiting tools?')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Browse All Tools' })).toHaveAttribute('href', '/full-list')
      await expect(page.getByRole('link', { name: 'View Categories' })).toHaveAttribute('href', '/categories')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    test('other unknown paths answer 404 with the generic page', async ({ page }) => {
      const response = await page.goto('/this/does-not-exist')
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page Not Found | HireStack')
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
      await expect(page.getByText('We couldn\'t find the tool')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    })
  })

  test('the 404 page keeps its title once scripts have run, and its links work', async ({ page }) => {
    const response = await page.goto('/this/does-not-exist')
    expect(response?.status()).toBe(404)
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveTitle('Page Not Found | HireStack')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the side panel shows each recorded rating with its source, and only reviews reach the structured data', async ({ page, request }) => {
    const tool = await createToolAsAdmin(request, { name: `Rated ${randomUUID().slice(0, 8)}`, description: 'A rated tool.', rating: 4.3, g2Rating: 4.4, capterraRating: 0 })
    await page.goto(`/tools/${tool.slug}`)
    const details = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Details' }) })
    const editors = details.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'HireStack editors' }) })
    await expect(editors.locator('dt')).toHaveText(/^Rating\s*HireStack editors$/)
    await expect(editors.locator('dd')).toHaveText('4.3 / 5')
    const g2 = details.locator('dl > div').filter({ has: page.locator('dt', { hasText: 'G2' }) })
    await expect(g2.locator('dd')).toHaveText('4.4 / 5')
    await expect(details.getByText('Capterra')).toHaveCount(0)
    await expect(details.getByText('User reviews')).toHaveCount(0)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const app = JSON.parse(jsonLd.find((text) => text.includes('SoftwareApplication'))!) as Record<string, unknown>
    expect(app.aggregateRating).toBeUndefined()
  })

  test('/tool/{slug} redirects to /tools/{slug}', async ({ page }) => {
    await page.goto('/tool/findem')
    await expect(page).toHaveURL(/\/tools\/findem$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Findem' })).toBeVisible()
  })

  test('the visit link redirects and counts nothing; the click beacon counts once', async ({ request }) => {
    const token = await adminToken()
    const auth = { Authorization: `JWT ${token}` }
    const tools = await request.get('/api/tools?where[slug][equals]=hireflow&depth=0', { headers: auth })
    const tool = ((await tools.json()) as { docs: { id: number; clickCount: number; sourceUrl: string }[] }).docs[0]!
    const clickCount = async () => ((await (await request.get(`/api/tools/${tool.id}?depth=0`, { headers: auth })).json()) as { clickCount: number | null }).clickCount ?? 0
    const before = await clickCount()
    // Headless browsers announce themselves as bots: a desktop browser's user agent, its own visitor
    // so that a retried run counts again.
    const person = desktopBrowser()
    // Following the link, as a person's browser or a crawler would, only redirects (a GET never changes state).
    const following: Record<string, string>[] = [
      { 'user-agent': person, 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1', 'sec-fetch-site': 'same-origin' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    ]
    for (const headers of following) {
      const link = await request.get(`/t/click/${tool.id}`, { maxRedirects: 0, headers })
      expect(link.status()).toBe(302)
      expect(link.headers().location).toBe(new URL(tool.sourceUrl).toString())
      expect(link.headers()['x-robots-tag']).toBe('noindex')
    }
    expect(await clickCount()).toBe(before)
    // The page's beacon counts the click, once per visitor and day, and never a crawler's.
    expect((await request.post(`/t/click/${tool.id}`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })).status()).toBe(204)
    expect(await clickCount()).toBe(before)
    for (let beacon = 0; beacon < 2; beacon++) {
      expect((await request.post(`/t/click/${tool.id}`, { headers: { 'user-agent': person } })).status()).toBe(204)
    }
    expect(await clickCount()).toBe(before + 1)
    const stats = await request.get(`/api/tool-stats?where[tool][equals]=${tool.id}`, { headers: auth })
    expect(((await stats.json()) as { docs: { clicks: number }[] }).docs[0]?.clicks).toBeGreaterThanOrEqual(1)

    for (const method of ['get', 'post'] as const) {
      expect((await request[method]('/t/click/abc', { maxRedirects: 0 })).status()).toBe(400)
      expect((await request[method]('/t/click/999999', { maxRedirects: 0, headers: { 'user-agent': person } })).status()).toBe(404)
    }
  })

  test("a person's click on Try opens the vendor in a new tab and counts one click", async ({ browser, request }) => {
    // The vendor's site, on this machine: Playwright routes no request a redirect leads to, so an
    // external URL can't be intercepted after our 302; a local stand-in keeps every request here.
    const vendor = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Vendor site</h1>'))
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve))
    try {
      const affiliateLink = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}/try?ref=hirestack`
      const name = `Click ${randomUUID().slice(0, 8)}`
      const tool = await createToolAsAdmin(request, { name, description: 'A tool to visit.' })
      // Set after creation: a new tool with a link would queue the enrichment (a crawl of the link).
      const auth = { Authorization: `JWT ${await adminToken()}` }
      expect((await request.patch(`/api/tools/${tool.id}`, { headers: auth, data: { affiliateLink } })).ok()).toBe(true)
      const clickCount = async () => ((await (await request.get(`/api/tools/${tool.id}?depth=0`, { headers: auth })).json()) as { clickCount: number | null }).clickCount ?? 0

      const context = await browser.newContext({ userAgent: desktopBrowser() })
      const page = await context.newPage()
      await page.goto(`/tools/${tool.slug}`)
      const visit = page.getByRole('link', { name: `Try ${name}` })
      await expect(visit).toHaveAttribute('href', `/t/click/${tool.id}`)
      const [tab] = await Promise.all([context.waitForEvent('page'), visit.click()])
      await expect(tab).toHaveURL(affiliateLink)
      await expect(tab.getByRole('heading', { name: 'Vendor site' })).toBeVisible()
      await expect.poll(clickCount).toBe(1)
      await context.close()

      // Another person's middle click (a new tab without a click event) counts too.
      const other = await browser.newContext({ userAgent: desktopBrowser() })
      const otherPage = await other.newPage()
      await otherPage.goto(`/tools/${tool.slug}`)
      // The count is the page's beacon, live once the page is hydrated: a click before that opens the
      // tab uncounted, so the person clicks again; a visitor counts once a day, so a repeat can't count twice.
      const otherVisit = otherPage.getByRole('link', { name: `Try ${name}` })
      await expect
        .poll(async () => {
          await otherVisit.click({ button: 'middle' })
          return clickCount()
        })
        .toBe(2)
      await other.close()
    } finally {
      vendor.close()
    }
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
