import { expect, type APIRequestContext, test } from '@playwright/test'

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@e2e.test', password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password' }

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/users/login', { data: ADMIN })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

test('a signed-in vendor submits, an admin approves in /admin, the tool is live and the vendor sees it', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const vendor = { email: `vendor-${Date.now()}@example.test`, password: 'vendor-password-1' }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { ...vendor, roles: ['vendor'], _verified: true },
  })
  expect(created.ok()).toBe(true)

  // Anonymous visitors see none of the review queue.
  expect((await request.get('/api/submissions')).status()).toBe(403)
  expect((await request.get('/api/sponsorships')).status()).toBe(403)

  const vendorContext = await browser.newContext()
  const vendorPage = await vendorContext.newPage()
  expect((await vendorPage.request.post('/api/users/login', { data: vendor })).ok()).toBe(true)
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
  expect((await before.json()).totalDocs).toBe(0)

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(ADMIN.email)
  await admin.getByLabel('Password').fill(ADMIN.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin$/)
  await admin.goto('/admin/collections/submissions')
  await admin.getByRole('link', { name }).click()
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Approved; send the vendor an invoice for $97.')).toBeVisible()
  await expect(admin.getByText('Reviewed: approved.')).toBeVisible({ timeout: 15_000 })

  const live = await (await request.get(`/api/tools?where[name][equals]=${encodeURIComponent(name)}`)).json()
  expect(live.totalDocs).toBe(1)
  const slug = live.docs[0].slug as string
  const bySlug = await (await request.get(`/api/tools?where[slug][equals]=${slug}`)).json()
  expect(bySlug.docs[0]).toMatchObject({ name, isFounderSubmitted: true, sourceUrl: 'https://e2e-approved.example.com' })

  await vendorPage.goto('/account')
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  await expect(row.getByText(/Invoice sent for \$97/)).toBeVisible()

  // A vendor cannot approve through the API.
  const vendorApprove = await vendorPage.request.post(`/api/submissions/1/approve`)
  expect(vendorApprove.status()).toBe(403)
  await vendorContext.close()
  await adminContext.close()
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
