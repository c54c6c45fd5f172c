import { randomUUID } from 'node:crypto'

import { expect, type Locator, type Page, test } from '@playwright/test'

import { adminToken } from './content-admin-helpers'
import { createToolAsAdmin } from './enrichment-helpers'
import { fillPlacement } from './vendors-helpers'

const EXPLANATION = 'Paid placement; does not affect reviews'

/** The open tooltip lies wholly inside the window (a label near the right edge opens it to the left). */
async function expectInWindow(page: Page, tooltip: Locator) {
  const box = (await tooltip.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** The label in `scope` is visible and explains itself on hover, on keyboard focus, and hides on Escape. */
async function expectExplainedLabel(page: Page, scope: Locator) {
  const label = scope.getByRole('button', { name: 'Sponsored', exact: true })
  await expect(label).toBeVisible()
  const tooltipId = await label.getAttribute('aria-describedby')
  expect(tooltipId).toBeTruthy()
  const tooltip = page.locator(`[id="${tooltipId}"]`)
  await expect(tooltip).toHaveAttribute('role', 'tooltip')
  await expect(tooltip).toHaveText(EXPLANATION)
  await expect(label).toHaveAccessibleDescription(EXPLANATION)
  await expect(tooltip).toBeHidden()

  await label.hover()
  await expect(tooltip).toBeVisible()
  await expectInWindow(page, tooltip)
  await page.mouse.move(0, 0)
  await expect(tooltip).toBeHidden()

  await label.focus()
  await expect(tooltip).toBeVisible()
  await expectInWindow(page, tooltip)
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
  await label.blur()
}

test('a paid placement carries the explained Sponsored label on the home grid, search, its category, similar tools, compare and its page', async ({ browser, page }) => {
  test.setTimeout(180_000)
  const auth = { Authorization: `JWT ${await adminToken()}` }

  // A vendor requests a featured placement through /feature-tool (manual billing) ...
  const vendor = { email: `sponsor-${randomUUID().slice(0, 8)}@e2e.test`, password: 'vendor-password-1' }
  expect((await page.request.post('/api/users', { headers: auth, data: { ...vendor, roles: ['vendor'], _verified: true } })).ok()).toBe(true)
  const vendorContext = await browser.newContext()
  const vendorPage = await vendorContext.newPage()
  expect((await vendorPage.request.post('/api/users/login', { data: vendor })).ok()).toBe(true)
  const toolName = `E2E Sponsored ${randomUUID().slice(0, 6)}`
  await vendorPage.goto('/feature-tool')
  await fillPlacement(vendorPage, { toolName, contactEmail: vendor.email, plan: 'Basic' })
  await vendorPage.getByRole('button', { name: 'Submit for Review' }).click()
  await expect(vendorPage.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  await vendorContext.close()

  // ... and the admin approves it (the admin's Approve button calls this endpoint).
  const found = await page.request.get(`/api/sponsorships?where[toolName][equals]=${encodeURIComponent(toolName)}`, { headers: auth })
  const sponsorshipId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const approved = await page.request.post(`/api/sponsorships/${sponsorshipId}/approve`, { headers: auth })
  expect(approved.ok(), await approved.text()).toBe(true)
  const tools = await page.request.get(`/api/tools?where[name][equals]=${encodeURIComponent(toolName)}&depth=0`, { headers: auth })
  const sponsored = ((await tools.json()) as { docs: { id: number; slug: string; isSponsored: boolean }[] }).docs[0]!
  expect(sponsored.isSponsored).toBe(true)

  // Its own small category with one unpaid neighbour, so the neighbour's similar tools list it.
  const categoryName = `E2E Sponsored Category ${randomUUID().slice(0, 6)}`
  const category = await page.request.post('/api/categories', { headers: auth, data: { name: categoryName, toolTypes: ['recruiter'] } })
  expect(category.ok(), await category.text()).toBe(true)
  const { id: categoryId, slug: categorySlug } = ((await category.json()) as { doc: { id: number; slug: string } }).doc
  const moved = await page.request.patch(`/api/tools/${sponsored.id}`, { headers: auth, data: { category: categoryId, _status: 'published' } })
  expect(moved.ok(), await moved.text()).toBe(true)
  const neighbourName = `E2E Unpaid ${randomUUID().slice(0, 6)}`
  const neighbour = await createToolAsAdmin(page.request, { name: neighbourName, description: 'An unpaid tool.', category: categoryId })

  const cardOf = (name: string) => page.locator('article.tool-card').filter({ has: page.getByRole('heading', { name }) })

  await page.goto('/')
  await expectExplainedLabel(page, cardOf(toolName).first())

  await page.goto(`/?q=${encodeURIComponent(toolName)}`)
  await expectExplainedLabel(page, cardOf(toolName))

  // On a phone the label sits near the card's right edge: the closed tooltip takes no room (the
  // page is no wider than the window) and the open one stays inside the window.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  await expectExplainedLabel(page, cardOf(toolName))
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto(`/categories/recruiter/${categorySlug}`)
  await expectExplainedLabel(page, cardOf(toolName))
  // An unpaid tool carries no label.
  await expect(cardOf(neighbourName)).toBeVisible()
  await expect(cardOf(neighbourName).getByRole('button', { name: 'Sponsored', exact: true })).toHaveCount(0)

  await page.goto(`/tools/${neighbour.slug}`)
  await expectExplainedLabel(page, page.getByRole('region', { name: 'Similar tools' }).locator('article.tool-card').filter({ hasText: toolName }))

  await page.goto(`/compare?tools=${sponsored.slug},${neighbour.slug}`)
  await expectExplainedLabel(page, page.getByRole('region', { name: 'Tool comparison' }).getByRole('columnheader', { name: new RegExp(toolName) }))

  await page.goto(`/tools/${sponsored.slug}`)
  await expectExplainedLabel(page, page.locator('header').filter({ has: page.getByRole('heading', { name: toolName, level: 1 }) }))
})
