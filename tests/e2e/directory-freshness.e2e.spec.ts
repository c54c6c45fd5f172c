/**
 * The freshness check as an editor meets it (docs/listings.md "Freshness"): a tool's site
 * on 127.0.0.1 changes its price between two checks, the change waits in the admin as a proposal
 * with its before and after, the editor accepts it, and the public tool page shows the new price
 * and "Facts verified {date}".
 */
import { mkdirSync } from 'node:fs'

import { expect, request as requests, test, type APIRequestContext } from '@playwright/test'

import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { createAccount, signInToAdmin, type Credentials } from './content-admin-helpers'
import { createToolAsAdmin, setWebsiteQuietly } from './enrichment-helpers'

const SHOTS = 'tests/e2e/.artifacts/freshness'
let site: FixtureSite
let price = 49

test.beforeAll(async () => {
  const page = (body: () => string) => (_req: unknown, res: import('node:http').ServerResponse) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body())
  // Ports 3560-3579 are this suite's loopback fixture range.
  site = await startFixtureSite(
    {
      '/': page(
        () => `<!doctype html><html><head><title>Fresh Check Sourcer</title></head><body>
<header><a href="/pricing">Pricing</a></header><main><h1>Source candidates with AI</h1></main></body></html>`,
      ),
      '/pricing': page(
        () => `<!doctype html><html><body><main><div class="plan"><h3>Team</h3><p>$${price} per month per seat</p></div></main></body></html>`,
      ),
    },
    3560 + Math.floor(Math.random() * 20),
  )
})

test.afterAll(async () => {
  await site?.close()
})

/** A REST client signed in as `account`, in a context of its own. */
async function apiAs(account: Credentials): Promise<{ api: APIRequestContext; auth: Record<string, string> }> {
  const api = await requests.newContext({ baseURL: process.env.E2E_BASE_URL })
  const login = await api.post('/api/users/login', { data: account })
  expect(login.status(), await login.text()).toBe(200)
  return { api, auth: { Authorization: `JWT ${((await login.json()) as { token: string }).token}` } }
}

test('an editor accepts the price change a check found, and the tool page shows it as verified', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const name = `Fresh Check ${Date.now()}`
  const tool = await createToolAsAdmin(request, { name, pricing: 'Team plan $49 per month' })
  await setWebsiteQuietly(tool.id, site.url)
  const editor = await createAccount(request, 'editor')
  const { api, auth } = await apiAs(editor)

  const checkedAt = async () =>
    ((await (await api.get(`/api/tools/${tool.id}?depth=0`, { headers: auth })).json()) as { siteCheckedAt?: string | null }).siteCheckedAt ?? null
  const checkNow = async () => {
    const queued = await api.post(`/api/tools/${tool.id}/check-website`, { headers: auth })
    expect(queued.status(), await queued.text()).toBe(202)
  }

  // The first check only learns what the site says.
  await checkNow()
  await expect.poll(checkedAt, { timeout: 60_000 }).not.toBeNull()
  const first = await checkedAt()
  // A visitor can't see the queue.
  expect((await request.get('/api/change-proposals')).status()).toBe(403)

  price = 59
  await checkNow()
  await expect.poll(checkedAt, { timeout: 60_000 }).not.toBe(first)
  const proposals = (await (await api.get(`/api/change-proposals?where[tool][equals]=${tool.id}&depth=0`, { headers: auth })).json()) as {
    docs: { summary: string }[]
  }
  expect(proposals.docs.map((doc) => doc.summary)).toEqual([`${name}: pricing text changed`])
  await api.dispose()

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await context.newPage()
  await signInToAdmin(admin, editor)
  await admin.goto('/admin/collections/change-proposals')
  await admin.getByRole('link', { name: `${name}: pricing text changed` }).click()
  const diff = admin.getByTestId('proposal-change-pricing')
  await expect(diff.getByRole('heading', { name: 'Pricing text' })).toBeVisible()
  await expect(diff.locator('del')).toHaveText('Team plan $49 per month')
  await expect(diff.locator('ins')).toHaveText('Paid plans from $59 per month per seat')
  mkdirSync(SHOTS, { recursive: true })
  await admin.screenshot({ path: `${SHOTS}/proposal-1280.png`, fullPage: true })
  await admin.setViewportSize({ width: 375, height: 800 })
  await admin.screenshot({ path: `${SHOTS}/proposal-375.png`, fullPage: true })
  await admin.setViewportSize({ width: 1280, height: 900 })

  await admin.getByRole('button', { name: 'Accept' }).click()
  await expect(admin.getByRole('status').filter({ hasText: `Accepted: ${name} now shows the new values` })).toBeVisible()
  await expect(admin.getByText('Decided: accepted.')).toBeVisible({ timeout: 15_000 })
  await context.close()

  const visitor = await browser.newPage()
  const pricing = visitor.locator('section').filter({ has: visitor.getByRole('heading', { name: 'Pricing', exact: true }) })
  await expect(async () => {
    await visitor.goto(`/tools/${tool.slug}`)
    await expect(pricing.getByText('Paid plans from $59 per month per seat')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(visitor.getByTestId('verified-line')).toHaveText(/^Facts verified [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expect(pricing.getByText('Team plan $49 per month')).toHaveCount(0)
})
