import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { html, pngIcon, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { createAccount } from './content-admin-helpers'
import { ADMIN, createToolAsAdmin, setWebsiteQuietly, signIn } from './enrichment-helpers'

test.describe.configure({ mode: 'serial' })

let site: FixtureSite

test.beforeAll(async () => {
  const icon = await pngIcon('#9333ea')
  // Ports 18500-18599 are this suite's loopback fixture range.
  site = await startFixtureSite(
    {
      '/': html(productHomePage('Cached Page Sourcer')),
      '/pricing': html(pricingPage),
      '/apple-touch-icon.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
      // A site slow enough that its capture outlasts the page's 5-second refresh.
      '/slow-site': async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, 8_000))
        res.writeHead(200, { 'content-type': 'text/html' }).end(productHomePage('Slow Capture Sourcer'))
      },
    },
    18500 + Math.floor(Math.random() * 100),
  )
})

test.afterAll(async () => {
  await site?.close()
})

/**
 * A published tool with a website (the fixture site unless `path` says otherwise) and nothing
 * enriched yet (plus `extra`); the website is set quietly so only the page under test starts work.
 */
async function createBareTool(request: APIRequestContext, name: string, extra: Record<string, unknown> = {}, path = '') {
  const tool = await createToolAsAdmin(request, { name, ...extra })
  await setWebsiteQuietly(tool.id, `${site.url}${path}`)
  return tool
}

const iconFetches = () => site.requests.filter((request) => request === 'GET /apple-touch-icon.png').length

test('a tool page without a logo fetches it once from the website and shows it', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const name = `Logo Pickup ${randomUUID().slice(0, 6)}`
  const tool = await createBareTool(request, name)
  const before = iconFetches()

  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  await page.goto(`/tools/${tool.slug}`)
  const logo = page.getByRole('img', { name: `${name} logo` })
  // Until then the tool shows its generated monogram, named like a logo.
  await expect(logo).toHaveText('LP')
  // The page queued the fetch, waited for the job and reloaded the tool: the stored logo shows.
  await expect(logo).toHaveAttribute('src', new RegExp(`^/tool-logos/${tool.id}/logo-[0-9a-f]{12}\\.webp$`), { timeout: 90_000 })
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256)
  expect(iconFetches() - before).toBe(1)

  // Later visits use the stored logo and never fetch again.
  await page.reload()
  await expect(logo).toHaveAttribute('src', new RegExp(`^/tool-logos/${tool.id}/`))
  await page.waitForLoadState('networkidle')
  expect(iconFetches() - before).toBe(1)
  await visitor.close()
})

test("a job's write shows on the cached public tool page", async ({ browser, page, request }) => {
  test.setTimeout(150_000)
  const name = `Cache Expiry ${randomUUID().slice(0, 6)}`
  // With a logo and a screenshot already, a visit starts no background work of its own.
  const tool = await createBareTool(request, name, { localLogoPath: '/hirestack-mark.svg', screenshotUrl: '/hirestack-mark.svg' })

  // An anonymous visit goes through the cache tier, which keeps the page until its key is purged.
  const visitor = await browser.newContext()
  const publicPage = await visitor.newPage()
  await publicPage.goto(`/tools/${tool.slug}`)
  await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(publicPage.getByText('finds and ranks passive candidates')).toHaveCount(0)

  // An admin's update page starts a crawl; the job queue (outside any request) writes the result.
  await signIn(page, ADMIN)
  await page.goto(`/update-tool/${tool.slug}`)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 })
  await expect(page.getByText('finds and ranks passive candidates').first()).toBeVisible()

  await publicPage.goto(`/tools/${tool.slug}`)
  await expect(publicPage.getByText('finds and ranks passive candidates').first()).toBeVisible()
  await expect(publicPage.getByRole('heading', { name: 'Key Features', exact: true })).toBeVisible()
  await expect(publicPage.getByText('AI candidate sourcing across 40 sites').first()).toBeVisible()
  await visitor.close()
})

test('a capture that outlasts the 5-second refresh still shows up, without a reload', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const name = `Slow Capture ${randomUUID().slice(0, 6)}`
  const tool = await createBareTool(request, name, { localLogoPath: '/hirestack-mark.svg' }, '/slow-site')
  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  await page.goto(`/tools/${tool.slug}`)
  await expect(page.getByText('Screenshot will be available soon')).toBeVisible()
  await expect(page.getByRole('img', { name: `Screenshot of the ${name} website` })).toBeVisible({ timeout: 90_000 })
  await visitor.close()
})

test('a tool whose capture failed says so', async ({ page, request }) => {
  const tool = await createToolAsAdmin(request, { name: `Uncapturable ${randomUUID().slice(0, 6)}`, screenshotCaptureAttempts: 2 })
  await page.goto(`/tools/${tool.slug}`)
  await expect(page.getByText('Unable to capture screenshot automatically')).toBeVisible()
  await expect(page.getByText('Screenshot will be available soon')).toHaveCount(0)
})

test('staff reach the update page from the tool page; everyone else sees the same page without the link', async ({ browser, page, request }) => {
  const tool = await createToolAsAdmin(request, { name: `Link Check ${randomUUID().slice(0, 6)}`, description: 'Checked by staff.' })
  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  await visitor.goto(`/tools/${tool.slug}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await visitor.waitForLoadState('networkidle')
  await expect(visitor.getByRole('link', { name: 'Update tool' })).toHaveCount(0)
  await anonymous.close()

  const plain = await browser.newContext()
  const user = await plain.newPage()
  await signIn(user, await createAccount(request, 'user'))
  await user.goto(`/tools/${tool.slug}`)
  await user.waitForLoadState('networkidle')
  await expect(user.getByRole('link', { name: 'Update tool' })).toHaveCount(0)
  await plain.close()

  await signIn(page, ADMIN)
  await page.goto(`/tools/${tool.slug}`)
  await page.getByRole('link', { name: 'Update tool' }).click()
  await expect(page).toHaveURL(new RegExp(`/update-tool/${tool.slug}$`))
  await expect(page.getByRole('heading', { name: `Update Link Check` })).toBeVisible()
})
