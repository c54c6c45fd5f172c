import { type Browser, expect, type Page, test } from '@playwright/test'

import { ADMIN } from './content-admin-helpers'
import { fillPlacement, signedInVendor } from './vendors-helpers'

/** What the REST list of tools returns, as far as these checks read it. */
type ToolList = { totalDocs: number; docs: { slug: string }[] }

/**
 * The admin signed in to /admin, opening one request of a collection's review queue by its title,
 * found with the list's search: the list keeps the admin's last sort (the dashboard's queue links sort
 * oldest first), so a new request need not be on its first page.
 */
async function adminOpens(browser: Browser, collection: 'submissions' | 'sponsorships', title: string): Promise<Page> {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(ADMIN.email)
  await admin.getByLabel('Password').fill(ADMIN.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin$/)
  await admin.goto(`/admin/collections/${collection}?search=${encodeURIComponent(title)}`)
  await admin.getByRole('link', { name: title }).click()
  return admin
}

test('a signed-in vendor submits, an admin approves in /admin, the tool is live and the vendor sees it', async ({ browser, request }) => {
  test.setTimeout(120_000)
  // Anonymous visitors see none of the review queue.
  expect((await request.get('/api/submissions')).status()).toBe(403)
  expect((await request.get('/api/sponsorships')).status()).toBe(403)

  const { vendor, context: vendorContext, page: vendorPage } = await signedInVendor(browser, request)
  await vendorPage.goto('/account')
  await expect(vendorPage.getByText('No submissions yet.')).toBeVisible()

  const name = `E2E Approved ${Date.now()}`
  await vendorPage.goto('/submit-tool/form')
  await vendorPage.getByLabel('Tool Name').fill(name)
  await vendorPage.getByLabel('Website URL').fill('e2e-approved.example.com')
  await vendorPage.getByLabel('Description').fill('Ranks applicants with transparent AI scoring.')
  await vendorPage.getByLabel('Target Audience').selectOption('both')
  await vendorPage.getByLabel('Key Features').fill('Scoring\nExplanations')
  await vendorPage.getByLabel('Contact Email').fill(vendor.email)
  await vendorPage.getByRole('button', { name: 'Continue to Payment' }).click()
  await vendorPage.getByRole('button', { name: 'Submit for Review' }).click()
  await expect(vendorPage).toHaveURL(/\/submit-tool\/thank-you$/, { timeout: 8_000 })

  await vendorPage.goto('/account')
  const row = vendorPage.getByRole('listitem').filter({ hasText: name })
  await expect(row.getByText('In review')).toBeVisible()
  await expect(row.getByText(/Not charged yet/)).toBeVisible()
  const before = await request.get(`/api/tools?where[name][equals]=${encodeURIComponent(name)}`)
  expect(((await before.json()) as ToolList).totalDocs).toBe(0)

  const admin = await adminOpens(browser, 'submissions', name)
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Approved; send the vendor an invoice for $97.')).toBeVisible()
  await expect(admin.getByText('Reviewed: approved.')).toBeVisible({ timeout: 15_000 })

  const live = (await (await request.get(`/api/tools?where[name][equals]=${encodeURIComponent(name)}`)).json()) as ToolList
  expect(live.totalDocs).toBe(1)
  const slug = live.docs[0]!.slug
  const bySlug = (await (await request.get(`/api/tools?where[slug][equals]=${slug}`)).json()) as ToolList
  expect(bySlug.docs[0]).toMatchObject({ name, isFounderSubmitted: true, sourceUrl: 'https://e2e-approved.example.com' })
  // A visitor finds it on its own page.
  const visitor = await browser.newPage()
  await visitor.goto(`/tools/${slug}`)
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(visitor.getByText('Ranks applicants with transparent AI scoring.').first()).toBeVisible()
  await visitor.close()

  await vendorPage.goto('/account')
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  await expect(row.getByText(/Invoice sent for \$97/)).toBeVisible()

  // A vendor cannot approve through the API.
  const vendorApprove = await vendorPage.request.post(`/api/submissions/1/approve`)
  expect(vendorApprove.status()).toBe(403)
  await vendorContext.close()
  await admin.context().close()
})

test('a signed-in vendor asks for a placement, an admin approves it in /admin, the tool is featured and the vendor sees it live', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const { context: vendorContext, page: vendorPage, vendor } = await signedInVendor(browser, request)
  const toolName = `E2E Placement ${Date.now()}`
  await vendorPage.goto('/feature-tool')
  await fillPlacement(vendorPage, { toolName, contactEmail: vendor.email, plan: 'Basic' })
  await vendorPage.getByRole('button', { name: 'Submit for Review' }).click()
  await expect(vendorPage.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

  await vendorPage.goto('/account')
  const row = vendorPage.getByRole('listitem').filter({ hasText: toolName })
  await expect(row.getByText('In review')).toBeVisible()
  await expect(row.getByText(/Basic plan · \$250\/mo/)).toBeVisible()

  const admin = await adminOpens(browser, 'sponsorships', toolName)
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Approved; invoice the vendor monthly.')).toBeVisible()
  await expect(admin.getByText('Reviewed: active.')).toBeVisible({ timeout: 15_000 })

  await vendorPage.goto('/account')
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
  await expect(row.getByText(/Started .* · Billed by invoice/)).toBeVisible()
  // Billing by invoice has no card to manage; the placement's listing is linked.
  await expect(row.getByRole('button', { name: 'Manage billing' })).toHaveCount(0)
  await row.getByRole('link', { name: 'View listing' }).click()
  await expect(vendorPage.getByRole('heading', { name: toolName, level: 1 })).toBeVisible()

  // Featured on the site: its category listing shows it with the Sponsored badge.
  await vendorPage.goto('/categories/recruiter/hr-automation')
  const listing = vendorPage.locator('article.tool-card').filter({ has: vendorPage.getByRole('heading', { name: toolName }) })
  await expect(listing.getByText('Sponsored', { exact: true })).toBeVisible()
  await vendorContext.close()
  await admin.context().close()
})

test('the old /account/listings link leads to the account page, which requires a session', async ({ page }) => {
  await page.goto('/account/listings')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/)
})

test('the Stripe webhook route answers itself (not Payload\'s catch-all) and says manual mode has no webhooks', async ({ request }) => {
  const response = await request.post('/api/stripe/webhooks', { data: '{}', headers: { 'stripe-signature': 't=1,v1=x' } })
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ error: 'Stripe is not configured' })
})
