import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { html, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { adminToken } from './content-admin-helpers'
import { ADMIN, createToolAsAdmin, setWebsiteQuietly, signIn } from './enrichment-helpers'

test.describe.configure({ mode: 'serial' })

let site: FixtureSite

test.beforeAll(async () => {
  // Ports 18600-18699 are this suite's loopback fixture range.
  site = await startFixtureSite(
    {
      '/': html(productHomePage('Update Page Sourcer')),
      '/pricing': html(pricingPage),
      // Slow enough that the crawl is seen running (the 30% step) before it finishes.
      '/slow': async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        res.writeHead(200, { 'content-type': 'text/html' }).end(productHomePage('Slow Sourcer'))
      },
      '/gone': (_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('gone'),
    },
    18600 + Math.floor(Math.random() * 100),
  )
})

test.afterAll(async () => {
  await site?.close()
})

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`

test('a never-validated tool says "Never" and, with no website, waits for a URL', async ({ page, request }) => {
  const tool = await createToolAsAdmin(request, { name: unique('Never Checked'), description: 'Typed in by an editor.' })
  await signIn(page, ADMIN)
  await page.goto(`/update-tool/${tool.slug}`)
  const lastValidated = page.getByRole('definition').filter({ hasText: 'Never' })
  await expect(lastValidated).toHaveText('Never')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByText('Replaces the description, pricing and features with what the website says now.')).toBeVisible()
})

test('the automatic crawl shows its real steps and keeps what an editor wrote', async ({ page, request }) => {
  test.setTimeout(120_000)
  const tool = await createToolAsAdmin(request, { name: unique('Hand Written'), description: 'Hand-written description that must stay.' })
  await setWebsiteQuietly(tool.id, `${site.url}/slow`)
  // Every value the progress bar takes, recorded in the page from its first render.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { progressSeen: string[] }).progressSeen = seen
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')
      if (value && seen.at(-1) !== value) seen.push(value)
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] })
  })
  await signIn(page, ADMIN)
  await page.goto(`/update-tool/${tool.slug}`)
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 })
  expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toEqual(['10', '30', '90', '100'])
  await expect(page.getByText('Hand-written description that must stay.')).toBeVisible()
  await expect(page.getByText('AI candidate sourcing across 40 sites')).toBeVisible()
  await expect(page.getByText('Never')).toHaveCount(0)
})

test('a site that answers 404 ends in "Failed to crawl website"', async ({ page, request }) => {
  test.setTimeout(90_000)
  const tool = await createToolAsAdmin(request, { name: unique('Gone Site') })
  await signIn(page, ADMIN)
  await page.goto(`/update-tool/${tool.slug}`)
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Website URL').fill(`${site.url}/gone`)
  await page.getByRole('button', { name: 'Crawl Website' }).click()
  await expect(toast(page, 'Failed to crawl website')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to crawl website:' })).toContainText('answered 404')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})

test('a tool removed meanwhile ends in "Failed to fetch tool information"', async ({ page, request }) => {
  const tool = await createToolAsAdmin(request, { name: unique('Removed Meanwhile') })
  await signIn(page, ADMIN)
  await page.goto(`/update-tool/${tool.slug}`)
  await page.waitForLoadState('networkidle')
  const removed = await request.delete(`/api/tools/${tool.id}`, { headers: { Authorization: `JWT ${await adminToken()}` } })
  expect(removed.ok()).toBe(true)
  await page.getByLabel('Website URL').fill(site.url)
  await page.getByRole('button', { name: 'Crawl Website' }).click()
  await expect(toast(page, 'Failed to fetch tool information')).toBeVisible()
})
