import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminToken, createAccount, type Credentials } from './content-admin-helpers'
import { createToolAsAdmin, signIn } from './enrichment-helpers'
import { withRunDatabase } from './run-database'

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** A vendor with a featured placement for a new tool listed for them (which makes it theirs), and its counted days. */
async function vendorWithTool(request: APIRequestContext) {
  const vendor = await createAccount(request, 'vendor')
  const name = `Analytics ${Date.now().toString(36)}`
  const token = await adminToken()
  const me = await request.post('/api/users/login', { data: vendor })
  const userId = ((await me.json()) as { user: { id: number } }).user.id
  const tool = { ...(await createToolAsAdmin(request, { name, createdBy: userId })), name }
  const placed = await request.post('/api/sponsorships', {
    headers: { Authorization: `JWT ${token}` },
    data: { toolName: 'Analytics', toolUrl: 'https://example.com', category: 'Sourcing', description: 'A placement for the analytics test.', contactEmail: vendor.email, plan: 'basic', user: userId, tool: tool.id },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  await withRunDatabase(async (client) => {
    // This week: 120 views and 9 clicks; the week before: 60 views and 3 clicks.
    for (const [daysAgo, views, clicks] of [[0, 20, 1], [2, 100, 8], [9, 60, 3]] as const) {
      await client.query('INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())', [tool.id, day(daysAgo), views, clicks])
    }
  })
  return { vendor, tool }
}

test('a vendor follows their tool from the account page to its analytics, changes the period and the chart, and downloads the CSV', async ({ page, request }) => {
  const { vendor, tool } = await vendorWithTool(request)
  await signIn(page, vendor)
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Your tools' })
  await section.getByRole('link', { name: `${tool.name} analytics` }).click()
  await expect(page).toHaveURL(new RegExp(`/account/analytics/${tool.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Analytics \w+ analytics$/)
  await expect(page.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page')
  const tiles = page.locator('dl')
  await expect(tiles).toContainText('Views180')
  await expect(tiles).toContainText('Outbound clicks12')
  await expect(tiles).toContainText('Click-through rate6.7%')
  await expect(tiles).toContainText('Nothing to compare in the previous 30 days')

  await page.getByRole('link', { name: '7 days' }).click()
  await expect(page).toHaveURL(/\?days=7$/)
  await expect(tiles).toContainText('Views120')
  await expect(tiles).toContainText('+100% vs previous 7 days')
  await expect(tiles).toContainText('Outbound clicks9')
  await expect(tiles).toContainText('+200% vs previous 7 days')
  await expect(page.getByRole('figure', { name: 'Views per day' }).locator('.recharts-bar-rectangle')).not.toHaveCount(0)

  await page.getByRole('button', { name: 'Upvotes' }).click()
  await expect(page.getByRole('button', { name: 'Upvotes' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('figure', { name: 'Upvotes per day' })).toContainText('No upvotes in this period yet.')

  await page.getByText('Daily figures').click()
  await expect(page.getByRole('row', { name: /^\w{3} \d{1,2} 100 8 8\.0% 0$/ })).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toBe(`${tool.slug}-analytics-7d-${day(0)}.csv`)
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n')
  expect(csv[0]).toBe('date,views,clicks,click_through_rate_percent,upvotes')
  expect(csv).toContain(`${day(2)},100,8,8.0,0`)
  expect(csv).toHaveLength(9)

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await page.screenshot({ path: test.info().outputPath(`analytics-${width}.png`), fullPage: true })
  }
})

test('another vendor, a member and a visitor never see a vendor’s analytics', async ({ page, request, browser }) => {
  const { tool } = await vendorWithTool(request)
  const path = `/account/analytics/${tool.slug}`

  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=${encodeURIComponent(`${path}?days=30`).replace(/[.?]/g, '\\$&')}$`))
  expect((await page.request.get(`${path}/csv`)).status()).toBe(401)

  for (const role of ['vendor', 'user'] as const) {
    const context = await browser.newContext()
    const other = context.pages()[0] ?? (await context.newPage())
    const account: Credentials = await createAccount(request, role)
    await signIn(other, account)
    const response = await other.goto(path)
    expect(response?.status()).toBe(404)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('404')
    // As the page's link sends it: Payload takes a session cookie only with Sec-Fetch-Site (or Origin).
    const csv = await other.request.get(`${path}/csv`, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(csv.status()).toBe(404)
    expect(await csv.text()).toBe('No analytics for this tool on your account.')
    await other.goto('/account')
    await expect(other.getByRole('region', { name: 'Your tools' })).toHaveCount(0)
    await context.close()
  }
})
