import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { adminToken, createAccount } from './content-admin-helpers'

test.describe('categories', () => {
  test('the index toggles audiences and links to listings', async ({ page }) => {
    await page.goto('/categories')
    await expect(page.getByRole('link', { name: 'For Recruiters' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Candidate Sourcing' })).toBeVisible()
    await page.getByRole('link', { name: 'For Job Seekers' }).click()
    await expect(page).toHaveURL(/type=job_seeker/)
    await expect(page.getByRole('heading', { name: 'Resume Builder' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Candidate Sourcing' })).toHaveCount(0)
    await page.getByRole('link', { name: /Resume Builder/ }).click()
    await expect(page).toHaveURL(/\/categories\/job_seeker\/resume-builder$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder Tools for Job Seekers' })).toBeVisible()
  })

  test('a listing shows rows linking to tools, each with its identity, and a way back', async ({ page }) => {
    await page.goto('/categories/recruiter/candidate-sourcing')
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sourcing Tools for Recruiters' })).toBeVisible()
    const rows = page.locator('main ul > li > article.tool-card')
    await expect(rows.first().locator('a.tool-card-link')).toHaveAttribute('href', /^\/tools\//)
    // Seeded tools have no stored logo offline: each row shows its tool's monogram, named for the tool.
    await expect(rows.nth(0).getByRole('img', { name: / logo$/ })).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true)
    await page.getByRole('link', { name: 'Back to Categories' }).click()
    await expect(page).toHaveURL(/\/categories$/)
  })

  test('the first rows of a listing load their logos at once, the rest lazily', async ({ page, request }) => {
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const suffix = randomUUID().slice(0, 8)
    const category = await request.post('/api/categories', { headers: auth, data: { name: `Logos ${suffix}` } })
    expect(category.ok()).toBe(true)
    const { id: categoryId, slug } = ((await category.json()) as { doc: { id: number; slug: string } }).doc
    const ids: number[] = []
    try {
      for (const n of [1, 2, 3, 4]) {
        // A logo this site serves itself, so it loads offline.
        const data = { name: `Logo ${n} ${suffix}`, toolType: 'recruiter', category: categoryId, logo: '/hirestack-mark.svg', _status: 'published' }
        const created = await request.post('/api/tools', { headers: auth, data })
        expect(created.ok()).toBe(true)
        ids.push(((await created.json()) as { doc: { id: number } }).doc.id)
      }
      await page.goto(`/categories/recruiter/${slug}`)
      const logos = page.locator('main ul > li > article.tool-card img')
      await expect(logos).toHaveCount(4)
      await expect(logos.nth(0)).toHaveAttribute('loading', 'eager')
      await expect(logos.nth(2)).toHaveAttribute('loading', 'eager')
      await expect(logos.nth(3)).toHaveAttribute('loading', 'lazy')
    } finally {
      for (const id of ids) await request.delete(`/api/tools/${id}`, { headers: auth })
      await request.delete(`/api/categories/${categoryId}`, { headers: auth })
    }
  })

  test('an empty category says "No Tools Found"; an unknown category or a bad type is a 404', async ({ page, request }) => {
    const auth = { Authorization: `JWT ${await adminToken()}` }
    const name = `Empty ${randomUUID().slice(0, 8)}`
    const created = await request.post('/api/categories', { headers: auth, data: { name } })
    expect(created.ok()).toBe(true)
    const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc
    try {
      await page.goto(`/categories/everyone/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: `${name} Tools for Everyone` })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'No Tools Found' })).toBeVisible()
    } finally {
      await request.delete(`/api/categories/${id}`, { headers: auth })
    }
    // A slug no category names and no tool is tagged with is no page at all: a 404, kept out of search engines.
    const unknown = await page.goto('/categories/everyone/underwater-basket-weaving')
    expect(unknown?.status()).toBe(404)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const response = await page.goto('/categories/robots/sourcing')
    expect(response?.status()).toBe(404)
  })
})

test.describe('compare', () => {
  test('tools picked from cards and tool pages open a side-by-side table with a shareable URL', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Add PeopleGPT to compare' }).click()
    await page.goto('/tools/findem')
    await page.getByRole('button', { name: 'Add Findem to compare' }).click()
    const tray = page.getByRole('complementary', { name: 'Compare tray' })
    await expect(tray.getByText('Compare (2/4)')).toBeVisible()
    await tray.getByRole('link', { name: 'Compare now' }).click()
    await expect(page).toHaveURL(/\/compare\?tools=peoplegpt,findem$/)
    const table = page.getByRole('table', { name: 'Tool comparison' })
    await expect(table.getByRole('columnheader', { name: 'PeopleGPT' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Findem' })).toBeVisible()
    // A row whose values differ between the tools is labelled "Differs" too.
    for (const row of ['Type', 'Category', 'Pricing', 'Price range', 'Pricing model', 'Free tier', 'Features', 'Key benefits', 'Integrations', 'Links']) {
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}( Differs)?$`) })).toBeVisible()
    }
    // Rows known for neither tool (no compliance stated, facts not checked, no reviews) are left out.
    for (const row of ['SOC 2 Type II', 'Facts verified', 'Rating']) await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toHaveCount(0)
    await expect(table.getByRole('rowheader', { name: 'Pricing Differs', exact: true })).toBeVisible()
    await expect(table.getByText('Custom pricing (demo required)')).toBeVisible()
    await expect(table.getByText('Free to start')).toBeVisible()
  })

  test('a tool picked in one tab shows in the tray of another tab already open', async ({ context }) => {
    const other = await context.newPage()
    await other.goto('/tools/findem')
    await expect(other.getByRole('button', { name: 'Add Findem to compare' })).toBeVisible()
    // The page listens to other tabs once the browser is idle after it starts (within 2 s); an idle
    // callback asked for now runs after the one it scheduled then.
    await other.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
    const page = await context.newPage()
    await page.goto('/tools/peoplegpt')
    await page.getByRole('button', { name: 'Add PeopleGPT to compare' }).click()
    const tray = other.getByRole('complementary', { name: 'Compare tray' })
    await expect(tray.getByText('Compare (1/4)')).toBeVisible()
    await expect(tray.getByText('PeopleGPT', { exact: true })).toBeVisible()
  })

  test('a shared link works without the tray; fewer than 2 tools asks for more', async ({ page }) => {
    await page.goto('/compare?tools=hireflow,gem,not-a-tool,<script>')
    await expect(page.getByRole('columnheader', { name: 'Hireflow' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Gem' })).toBeVisible()
    await page.goto('/compare?tools=hireflow')
    await expect(page.getByRole('heading', { name: 'Pick at least 2 tools to compare' })).toBeVisible()
  })
})

test.describe('full list and SEO files', () => {
  test('/full-list lists every published tool grouped by type and category, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/full-list')
    // The 150 seeded tools, and those other tests of this project have listed before this one.
    const intro = page.getByText(/^\d[\d,]* tools, A–Z, grouped by audience and category\.$/)
    await expect(intro).toBeVisible()
    const total = Number((await intro.textContent())!.split(' ')[0]!.replace(/,/g, ''))
    expect(total).toBeGreaterThanOrEqual(150)
    await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveCount(total)
    await expect(page.getByRole('heading', { level: 2, name: 'For Job Seekers' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'PeopleGPT', exact: true })).toHaveAttribute('href', '/tools/peoplegpt')
    // The seeded catalogue fits on one page: no pager, and no page 2.
    await expect(page.getByRole('navigation', { name: 'Full list pages' })).toHaveCount(0)
    expect((await page.goto('/full-list/2'))?.status()).toBe(404)
    expect((await page.goto('/full-list/two'))?.status()).toBe(404)
    await page.goto('/full-list/1')
    await expect(page).toHaveURL(/\/full-list$/)
    await context.close()
  })

  test('the sitemap, read at request time, lists every published tool and article, and a new tool at once', async ({ request }) => {
    const published = async (collection: string) =>
      ((await (await request.get(`/api/${collection}?limit=1&depth=0&where[_status][equals]=published`)).json()) as { totalDocs: number }).totalDocs
    const locs = (xml: string, prefix: string) => xml.match(new RegExp(`<loc>[^<]*${prefix}[^<]+</loc>`, 'g')) ?? []
    const before = await (await request.get('/sitemap.xml')).text()
    expect(locs(before, '/tools/')).toHaveLength(await published('tools'))
    expect(locs(before, '/resources/')).toHaveLength(await published('articles'))
    expect(locs(before, '/categories/').length).toBeGreaterThanOrEqual(17)

    const auth = { Authorization: `JWT ${await adminToken()}` }
    const name = `Sitemap Check ${randomUUID().slice(0, 8)}`
    const created = await request.post('/api/tools', { headers: auth, data: { name, description: 'Listed in the sitemap.', toolType: 'recruiter', _status: 'published' } })
    expect(created.ok()).toBe(true)
    const { id, slug } = ((await created.json()) as { doc: { id: number; slug: string } }).doc
    // The cache tier drops its copy within milliseconds of the write (after the commit notice).
    const listed = async () => (await (await request.get('/sitemap.xml')).text()).includes(`/tools/${slug}</loc>`)
    try {
      await expect.poll(listed, { timeout: 2_000, intervals: [50] }).toBe(true)
    } finally {
      await request.delete(`/api/tools/${id}`, { headers: auth })
    }
    await expect.poll(listed, { timeout: 2_000, intervals: [50] }).toBe(false)
  })

  test('sitemap, robots and llms.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/tools/peoplegpt', '/categories/recruiter/candidate-sourcing', '/resources', '/privacy-policy', '/help-center', '/review-process', '/submit-tool', '/feature-tool']) {
      expect(sitemap).toContain(`${path}</loc>`)
    }
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
    const llms = await request.get('/llms.txt')
    expect(llms.headers()['content-type']).toContain('text/plain')
    expect(await llms.text()).toContain('# HireStack')
  })

  test('home carries WebSite + SearchAction structured data and a canonical URL', async ({ page }) => {
    await page.goto('/?sort=new')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const site = JSON.parse(jsonLd.find((text) => text.includes('"WebSite"'))!) as { potentialAction: { '@type': string } }
    expect(site.potentialAction['@type']).toBe('SearchAction')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?sort=new$/)
  })
})

test.describe('header and footer', () => {
  test('navigation, Sign In, footer links and the mobile menu', async ({ page }) => {
    await page.goto('/categories')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources')
    await expect(header.getByRole('link', { name: 'Review Process' })).toHaveAttribute('href', '/review-process')
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
    const footer = page.locator('footer')
    for (const href of ['/', '/categories', '/auth', '/submit-tool', '/feature-tool', '/blog', '/help', '/privacy-policy']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.getByRole('link', { name: 'hello@hirestack.io' })).toHaveAttribute('href', 'mailto:hello@hirestack.io')

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(header.getByRole('link', { name: 'Categories' })).toBeHidden()
    await header.getByRole('button', { name: 'Open menu' }).click()
    await header.getByRole('link', { name: 'Review Process' }).click()
    await expect(page).toHaveURL(/\/review-process$/)
  })

  test('signed in: Sign Out shows in the account menu, the footer hides Sign In, and signing out goes home', async ({ page }) => {
    // An account of its own: Payload's logout rewrites the user's session list, so signing the shared
    // admin out could drop a session another test signed in at the same moment (seen once in CI: its next
    // request as the admin was refused).
    const account = await createAccount(page.request, 'user')
    const login = await page.request.post('/api/users/login', { data: account })
    expect(login.ok()).toBe(true)
    await page.goto('/categories')
    await page.locator('header').getByRole('button', { name: 'Account menu' }).click()
    await expect(page.locator('header').getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
    await expect(page.locator('footer a[href="/auth"]')).toHaveCount(0)
    await page.locator('header').getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})
