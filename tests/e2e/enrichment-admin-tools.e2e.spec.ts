import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { html, pngIcon, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { createAccount } from './content-admin-helpers'
import { ADMIN, createToolAsAdmin, signIn } from './enrichment-helpers'
import { runSql } from './run-database'

const SHOTS = process.env.E2E_SHOTS_DIR
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Signed in as the admin on /admin-tools, hydrated, on `tab` when given. */
async function openAdminTools(page: Page, tab?: string) {
  await signIn(page, ADMIN)
  await page.goto('/admin-tools')
  await page.waitForLoadState('networkidle')
  if (tab) await page.getByRole('tab', { name: tab }).click()
}

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
  await runSql('UPDATE users SET _verified = true WHERE email = $1', [email])
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

test('the same panels run inside the Payload admin, for staff only', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  await visitor.goto('/admin/enrichment')
  await expect(visitor).toHaveURL(/\/admin\/login/)
  await anonymous.close()

  await signIn(page, ADMIN)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Enrichment and admin tools' })).toBeVisible()
  await page.getByRole('link', { name: 'Open Enrichment Tools' }).click()
  await expect(page).toHaveURL(/\/admin\/enrichment$/)
  await expect(page.getByRole('tab')).toHaveText(['AI Enrichment', 'Meeting Tools', 'Quick Add', 'Bulk Add'])
  await expect(page.getByRole('heading', { name: 'Logo Management' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Generate Key Benefits' })).toBeVisible()
  // Payload's own navigation is still there around the panels.
  await expect(page.getByRole('link', { name: 'Tools' }).first()).toBeAttached()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Run Ranking Calculation' }).click()
  await expect(page.getByText(/Updated \d+ tools at/)).toBeVisible({ timeout: 60_000 })
  await expect(toast(page, 'Ranking updated')).toBeVisible()
  await page.getByRole('tab', { name: 'Bulk Add' }).click()
  await expect(page.getByRole('heading', { name: 'Bulk Add Tools' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ranking Calculation' })).toBeHidden()
  await shot(page, 'payload-enrichment-view')

  const editorless = await browser.newContext()
  const user = await editorless.newPage()
  await signIn(user, await createAccount(page.request, 'user'))
  await user.goto('/admin/enrichment')
  await expect(user.getByRole('tab', { name: 'AI Enrichment' })).toHaveCount(0)
  await editorless.close()
})

test('failures say what failed: key benefits, bulk add, content generation', async ({ page, request }) => {
  test.setTimeout(120_000)
  const blank = await createToolAsAdmin(request, { name: `Blank Slate ${randomUUID().slice(0, 6)}` })
  await openAdminTools(page)

  // Key benefits for a tool with nothing to go on: the job fails, the card says so.
  await page.getByLabel('Tool ID').fill(String(blank.id))
  await page.getByRole('button', { name: 'Generate Benefits' }).click()
  await expect(toast(page, 'Failed to generate key benefits. Please try again.')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('list', { name: 'Generated key benefits' })).toHaveCount(0)
  await page.getByLabel('Tool ID').fill('99999999999')
  await page.getByRole('button', { name: 'Generate Benefits' }).click()
  await expect(page.getByText('Tool not found', { exact: true })).toBeVisible()

  // A tool pending content without a description is counted as an error. Untried tools go first,
  // so within a few batches this one is taken, whatever else other tests left pending.
  const nameless = `No Words ${randomUUID().slice(0, 6)}`
  await createToolAsAdmin(request, { name: nameless, contentStatus: 'pending' })
  const contentPanel = page.getByRole('region', { name: 'Content Generation' })
  const reported = contentPanel.getByRole('listitem').filter({ hasText: nameless }).filter({ hasText: 'No description to generate content from' })
  for (let run = 0; run < 4 && (await reported.count()) === 0; run += 1) {
    await contentPanel.getByRole('button', { name: 'Generate Content' }).click()
    await expect(contentPanel.getByRole('button', { name: 'Generating...' })).toHaveCount(0, { timeout: 60_000 })
  }
  await expect(reported).toHaveCount(1)
  await expect(toast(page, 'Content generation completed with errors').first()).toBeVisible()

  // A list the server can't read fails as a whole.
  await page.getByRole('tab', { name: 'Bulk Add' }).click()
  await page.getByLabel('Tools (CSV or JSON)').fill('just,some,words\nwithout,a,header')
  await page.getByRole('button', { name: 'Add Tools' }).click()
  await expect(toast(page, 'Failed to add tools: The CSV needs a header row with at least name and url columns')).toBeVisible()
})

test('bulk add by CSV upload shows each row\'s result', async ({ page }) => {
  test.setTimeout(90_000)
  await openAdminTools(page, 'Bulk Add')
  const name = `Uploaded Sourcer ${randomUUID().slice(0, 6)}`
  const csv = ['name,url,tool_type', `"${name}",${site.url},job_seeker`, '"Broken Row",not a url,', 'seekout,https://www.seekout.com,'].join('\n')
  await page.getByLabel('Or upload a file:').setInputFiles({ name: 'tools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByLabel('Tools (CSV or JSON)')).toHaveValue(csv)
  // The panel says what happens to a list with bad rows: the good ones are kept.
  await expect(page.getByText('each good row is added whole, with its enrichment queued, even when other rows are bad', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Add Tools' }).click()
  const table = page.getByRole('table', { name: 'Bulk add results per row' })
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByRole('row').nth(1)).toContainText(`1${name}AddedAdded; enrichment queued`)
  await expect(table.getByRole('row').nth(2)).toContainText('2Broken RowErrorPlease enter a valid website URL')
  await expect(table.getByRole('row').nth(3)).toContainText('3seekoutSkippedTool already exists')
  await expect(toast(page, 'Bulk add finished with problems')).toBeVisible()
  await expect(table.getByRole('link', { name })).toHaveAttribute('href', /\/update-tool\/uploaded-sourcer-/)
  await shot(page, 'admin-tools-bulk-results')
})

test('logo management takes an upload above Next\'s default 1 MB action body and shows it', async ({ page, request }) => {
  test.setTimeout(60_000)
  const name = `Big Logo ${randomUUID().slice(0, 6)}`
  const tool = await createToolAsAdmin(request, { name })
  // Noise doesn't compress: about 1.5 MB of PNG, under the 2 MB the panel allows.
  const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer()
  expect(png.length).toBeGreaterThan(1024 * 1024)
  expect(png.length).toBeLessThan(2 * 1024 * 1024)
  await openAdminTools(page)
  await page.getByLabel('Search tools').fill(name)
  const logos = page.getByRole('list', { name: 'Tools and their logos' })
  await expect(logos.getByText(name, { exact: true })).toBeVisible()
  await logos.getByLabel(`Upload a logo for ${name}`).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('alert').filter({ hasText: 'Logo' })).toHaveText('Logo saved.', { timeout: 30_000 })
  await expect(logos.getByText(new RegExp(`^ID ${tool.id} · tool-logos/${tool.id}/logo-[0-9a-f]{12}\\.webp$`))).toBeVisible()
})

test('the meeting tools panel adds the curated list and reports each tool', async ({ page }) => {
  test.setTimeout(120_000)
  await openAdminTools(page, 'Meeting Tools')
  await page.getByRole('button', { name: 'Add Meeting Tools' }).click()
  await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled()
  await expect(page.getByRole('progressbar', { name: /\d+ of \d+ tools processed/ })).toBeVisible()
  await expect(toast(page, 'Meeting tools processed')).toBeVisible({ timeout: 90_000 })
  const results = page.getByRole('list', { name: 'Meeting tools results' })
  await expect(results.getByRole('listitem').filter({ hasText: 'Otter.ai' })).toContainText('Done')
  // The main seed lists these interview note-takers already.
  await expect(results.getByRole('listitem').filter({ hasText: 'Metaview' })).toContainText('Skipped')
  await expect(results.getByRole('listitem').filter({ hasText: 'Pillar' })).toContainText('Done')
})
