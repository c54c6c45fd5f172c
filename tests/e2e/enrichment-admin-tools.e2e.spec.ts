import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { html, pngIcon, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'

const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' }
const SHOTS = process.env.E2E_SHOTS_DIR

test.describe.configure({ mode: 'serial' })

let site: FixtureSite

test.beforeAll(async () => {
  const icon = await pngIcon('#0f766e')
  // Ports 18400-18499 are this suite's loopback fixture range.
  site = await startFixtureSite(
    {
      '/': html(productHomePage('Loopback Sourcer')),
      '/pricing': html(pricingPage),
      '/apple-touch-icon.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
    },
    18400 + Math.floor(Math.random() * 100),
  )
})

test.afterAll(async () => {
  await site?.close()
})

async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/users/login', { data: credentials })
  expect(response.ok()).toBe(true)
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('signed-out visitors are sent to sign in', async ({ page }) => {
  await page.goto('/admin-tools')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin-tools|\/auth\?returnTo=\/admin-tools/)
})

test('a signed-in user without the admin role sees the no-access screen', async ({ page }) => {
  const email = `user-${randomUUID()}@example.test`
  const password = 'correct-horse-battery'
  // Accounts come from the sign-up action or an admin; create this one as the admin through REST.
  const login = await page.request.post('/api/users/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await page.context().clearCookies()
  const created = await page.request.post('/api/users', {
    data: { email, password, roles: ['user'] },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status(), await created.text()).toBe(201)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  await client.query('UPDATE users SET _verified = true WHERE email = $1', [email])
  await client.end()
  await signIn(page, { email, password })
  await page.goto('/admin-tools')
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Tools' })).toHaveCount(0)
  await page.goto('/update-tool/seekout')
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
})

test('an admin quick-adds a tool by URL and sees it enriched on its update page', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, ADMIN)
  await page.goto('/admin-tools')
  await expect(page.getByRole('heading', { name: 'Admin Tools', level: 1 })).toBeVisible()
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveText(['AI Enrichment', 'Meeting Tools', 'Quick Add', 'Bulk Add'])
  await expect(page.getByRole('tab', { name: 'AI Enrichment' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Generate Key Benefits' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate Benefits' })).toBeDisabled()
  const logos = page.getByRole('list', { name: 'Tools and their logos' })
  // Typing before the panel hydrates would be lost; wait until the page has settled.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Search tools').fill('SeekOut')
  await expect(logos.getByText('SeekOut', { exact: true })).toBeVisible()
  await expect(logos.getByLabel('Upload a logo for SeekOut')).toBeAttached()
  await shot(page, 'admin-tools-1280')

  await page.getByRole('button', { name: 'Run Ranking Calculation' }).click()
  await expect(page.getByText(/Updated \d+ tools at/)).toBeVisible({ timeout: 60_000 })

  const seekoutId = /ID (\d+)/.exec((await logos.getByText(/^ID \d+/).first().textContent()) ?? '')?.[1]
  expect(seekoutId).toBeTruthy()
  await page.getByLabel('Tool ID').fill(seekoutId!)
  await page.getByRole('button', { name: 'Generate Benefits' }).click()
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled()
  await expect(page.getByText('Key benefits generated successfully.')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('list', { name: 'Generated key benefits' }).getByRole('listitem')).not.toHaveCount(0)

  await page.getByRole('tab', { name: 'Quick Add' }).click()
  await page.getByRole('button', { name: 'Add Tool' }).click()
  await expect(page.getByText('Missing fields').first()).toBeVisible()

  // A seeded tool's name in other letter case is a duplicate.
  await page.getByLabel('Tool name').fill('seekout')
  await page.getByLabel('Website URL').fill(site.url)
  await page.getByRole('button', { name: 'Add Tool' }).click()
  await expect(page.getByText('Tool already exists').first()).toBeVisible()

  const name = `Loopback Sourcer ${randomUUID().slice(0, 6)}`
  await page.getByLabel('Tool name').fill(name)
  await page.getByLabel('Website URL').fill(site.url)
  await page.getByRole('button', { name: 'Add Tool' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Added ${name}` })).toBeVisible()

  await shot(page, 'admin-tools-quick-add')

  await page.getByRole('link', { name: 'Follow its enrichment' }).click()
  await expect(page.getByRole('heading', { name: `Update ${name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'View Tool Page' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View Tool Page' })).toHaveAttribute('href', /\/tool\/loopback-sourcer-/)
  // The page auto-starts a crawl (source URL, no description yet) and shows its progress.
  await expect(page.getByText('finds and ranks passive candidates').first()).toBeVisible({ timeout: 90_000 })
  await expect(page.getByText('Free plan; paid plans from $49 per month per seat')).toBeVisible()
  await expect(page.getByText('AI candidate sourcing across 40 sites')).toBeVisible()
  await expect(page.getByText('Never')).toHaveCount(0)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await shot(page, 'update-tool-1280')
  await page.setViewportSize({ width: 375, height: 800 })
  await shot(page, 'update-tool-375')

  await page.getByLabel('Website URL').fill('')
  await page.getByRole('button', { name: 'Crawl Website' }).click()
  await expect(page.getByText('Please enter a URL')).toBeVisible()

  // Done when: with no AI provider and nothing but the loopback site, the public page shows the
  // description, category, features, stored logo and screenshot the background workflow produced.
  const slug = /\/tool\/([^/?#]+)/.exec((await page.getByRole('link', { name: 'View Tool Page' }).getAttribute('href')) ?? '')?.[1]
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect
    .poll(
      async () => {
        await page.goto(`/tools/${slug}`)
        return page.getByRole('img', { name: `Screenshot of the ${name} website` }).count()
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBe(1)
  await expect(page.getByRole('img', { name: `${name} logo` })).toHaveAttribute('src', /^\/tool-logos\/\d+\/logo-[0-9a-f]{12}\.webp$/)
  const stored = await page.request.get(`/api/tools?where[slug][equals]=${slug}&depth=1&draft=true`)
  const category = ((await stored.json()) as { docs: { category: { name: string } | null }[] }).docs[0]?.category?.name
  expect(category, 'the offline categoriser chose a category').toBeTruthy()
  await expect(page.locator('main header').getByText(category!, { exact: true })).toBeVisible()
  await expect(page.getByText('finds and ranks passive candidates').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Key Features', exact: true })).toBeVisible()
  await expect(page.getByText('AI candidate sourcing across 40 sites').first()).toBeVisible()
  await expect.poll(() => page.getByRole('img', { name: `Screenshot of the ${name} website` }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await shot(page, 'tool-page-enriched-1280')
})

test('the update page says when a tool does not exist', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.goto('/update-tool/no-such-tool-anywhere')
  await expect(page.getByRole('heading', { name: 'Tool Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('admin tools look right on a phone', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin-tools')
  await expect(page.getByRole('tab', { name: 'Bulk Add' })).toBeVisible()
  await shot(page, 'admin-tools-375')
  await page.getByRole('tab', { name: 'Bulk Add' }).click()
  await expect(page.getByRole('heading', { name: 'Bulk Add Tools' })).toBeVisible()
  await shot(page, 'admin-tools-bulk-375')
})

test('the Payload admin dashboard runs the same batch actions', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, ADMIN)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Enrichment and admin tools' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open Admin Tools' })).toHaveAttribute('href', '/admin-tools')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Run Ranking Calculation' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Ranking updated for \d+ tools\.$/ })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Categorize Tools' }).click()
  await expect(page.getByRole('status').filter({ hasText: /categorized|already has a category/ })).toBeVisible({ timeout: 60_000 })
})
