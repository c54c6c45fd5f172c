import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminToken, createAccount } from './content-admin-helpers'
import { createToolAsAdmin, signIn } from './enrichment-helpers'
import { runSql } from './run-database'

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
// Each test signs up accounts and renders several pages; the shared build machine is slow.
test.describe.configure({ timeout: 180_000 })

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

/** A vendor whose featured placement of `plan` for a new tool is active (set in the database, as an approval and Stripe would). */
async function vendorWithPlacement(request: APIRequestContext, plan: 'basic' | 'premium') {
  const vendor = await createAccount(request, 'vendor')
  const word = `zq${Date.now().toString(36)}`
  const me = await request.post('/api/users/login', { data: vendor })
  const userId = ((await me.json()) as { user: { id: number } }).user.id
  // Listed for the vendor: that makes it theirs (a placement alone grants no ownership).
  const tool = await createToolAsAdmin(request, { name: `${plan === 'premium' ? 'Premium' : 'Basic'} ${word}`, createdBy: userId })
  const placed = await request.post('/api/sponsorships', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { toolName: 'Analytics', toolUrl: 'https://example.com', category: 'Sourcing', description: 'A placement for the premium analytics test.', contactEmail: vendor.email, plan, user: userId, tool: tool.id },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { doc } = (await placed.json()) as { doc: { id: number } }
  await runSql(`UPDATE sponsorships SET status = 'active' WHERE id = $1`, [doc.id])
  await runSql('INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES ($1, $2, 40, 4, now(), now())', [tool.id, day(1)])
  return { vendor, tool, word }
}

test('a Premium vendor sees where views came from and the rank chart, and asks for a case study', async ({ page, request, browser }) => {
  const { vendor, tool, word } = await vendorWithPlacement(request, 'premium')
  await runSql(
    `INSERT INTO tool_view_sources (tool_id, day, kind, value, views) VALUES ($1, $2, 'external', 'linkedin.com', 9), ($1, $2, 'compare', '', 4), ($1, $2, 'direct', '', 6)`,
    [tool.id, day(2)],
  )
  for (const [daysAgo, rank] of [[6, 5], [4, 4], [2, 2], [0, 3]] as const) {
    await runSql('INSERT INTO tool_category_ranks (tool_id, day, category_id, rank) VALUES ($1, $2, NULL, $3)', [tool.id, day(daysAgo), rank])
  }

  // A visitor arrives from a home search (the browser's referrer): the view is counted with its search words.
  const visitor = await browser.newContext({ userAgent: PERSON })
  const visit = await visitor.newPage()
  const counted = visit.waitForResponse((response) => response.url().includes(`/t/view/${tool.id}`))
  await visit.goto(`/tools/${tool.slug}`, { referer: new URL(`/?q=${word}`, test.info().project.use.baseURL).toString() })
  expect((await counted).status()).toBe(204)
  await visitor.close()

  await signIn(page, vendor)
  await page.goto(`/account/analytics/${tool.slug}?days=7`)
  const sources = page.getByRole('region', { name: 'Search terms' })
  await expect(sources).toContainText(word)
  await expect(page.getByRole('region', { name: 'Referring sites' })).toContainText('linkedin.com9')
  await expect(page.getByRole('region', { name: 'Pages on HireStack' })).toContainText('Compare page4')
  await expect(page.getByText(/Direct or unknown .*: 6/)).toBeVisible()
  await expect(page.locator('.recharts-line-curve')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Rank in its category per day' }).getByRole('row', { name: new RegExp(`#2$`) })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Premium analytics show more' })).toHaveCount(0)
  expect((await page.request.get(`/account/analytics/${tool.slug}/sources-csv?days=7`, { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(200)

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await page.screenshot({ path: test.info().outputPath(`premium-analytics-${width}.png`), fullPage: true })
  }

  const form = page.getByRole('form', { name: 'Request a featured case study' })
  await form.getByLabel('What should the case study show?').fill('Too short')
  await form.getByRole('button', { name: 'Request a case study' }).click()
  await expect(form.getByText('Tell us what the case study should show (at least 20 characters).')).toBeVisible()
  await form.getByLabel('What should the case study show?').fill('How Acme hired 40 engineers in a quarter with our sourcing.')
  await form.getByLabel('Contact name').fill('Ada Lovelace')
  await form.getByRole('button', { name: 'Request a case study' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your case study request is with our editors' })).toBeVisible()
  await page.reload()
  await expect(page.getByText(/Your request from .* is waiting for an editor/)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Request a featured case study' })).toHaveCount(0)
})

test('a Basic vendor sees the totals and a note of what Premium adds, never the Premium data', async ({ page, request }) => {
  const { vendor, tool } = await vendorWithPlacement(request, 'basic')
  await runSql(`INSERT INTO tool_view_sources (tool_id, day, kind, value, views) VALUES ($1, $2, 'external', 'secret-referrer.test', 9)`, [tool.id, day(2)])
  await signIn(page, vendor)
  await page.goto(`/account/analytics/${tool.slug}`)
  await expect(page.locator('dl')).toContainText('Views40')
  const note = page.getByRole('region', { name: 'Premium analytics show more' })
  await expect(note).toContainText('where the views came from')
  await expect(note.getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute('href', '/feature-tool')
  await expect(page.getByText('secret-referrer.test')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Search terms' })).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Request a featured case study' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Sources CSV' })).toHaveCount(0)
  const csv = await page.request.get(`/account/analytics/${tool.slug}/sources-csv`, { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(csv.status()).toBe(403)
  expect(await csv.text()).toBe('View sources are part of Premium analytics.')
  await page.setViewportSize({ width: 375, height: 900 })
  await page.screenshot({ path: test.info().outputPath('basic-analytics-375.png'), fullPage: true })
})
