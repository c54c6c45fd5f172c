/**
 * A vendor claims a listed tool by a meta tag on its site (a site on 127.0.0.1), an editor
 * approves the claim in the admin, the vendor proposes an edit from their account, and the editor
 * accepts it: the public page shows it, and the vendor got a mail for each decision
 * (docs/accounts.md "Claims and edits"). Screenshots of the new pages at 375/768/1280.
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { mailTo } from '../helpers/smtp-mailbox'
import { adminToken, createAccount, signInToAdmin, type Credentials } from './content-admin-helpers'
import { createToolAsAdmin, setWebsiteQuietly, signIn } from './enrichment-helpers'

const SHOTS = 'tests/e2e/.artifacts/claims'
const WIDTHS = [375, 768, 1280]
let site: FixtureSite
/** What the vendor's site carries in its <head>: nothing until the vendor pastes the tag. */
const head = { meta: '' }

test.beforeAll(async () => {
  site = await startFixtureSite({
    '/': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><head><title>Claimable Sourcer</title>${head.meta}</head><body><h1>Claimable Sourcer</h1></body></html>`),
  })
})

test.afterAll(async () => {
  await site?.close()
})

/** A REST token for `account`, for calls made as them outside a page. */
async function tokenOf(request: APIRequestContext, account: Credentials): Promise<string> {
  const response = await request.post('/api/users/login', { data: account })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a vendor claims a tool by meta tag and proposes an edit; an editor approves the claim and accepts the edit', async ({ browser, page, request }) => {
  test.setTimeout(240_000)
  const name = `Claimable ${Date.now().toString(36)}`
  const tool = await createToolAsAdmin(request, { name, description: 'An AI sourcing tool.' })
  await setWebsiteQuietly(tool.id, `${site.url}/`)
  const vendor = await createAccount(request, 'user')
  const editor = await createAccount(request, 'editor')

  // The vendor finds the claim link on the tool page.
  await signIn(page, vendor)
  await page.goto(`/tools/${tool.slug}`)
  await page.getByRole('link', { name: 'Claim it' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/claim/${tool.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Claim ${name}`)
  await expect(page.getByText('@127.0.0.1', { exact: true })).toBeVisible()
  await shoot(page, 'claim-page')

  // Checking before the tag is there says what is missing and changes nothing.
  const metaSection = page.getByRole('region', { name: 'Add a meta tag to your site' })
  await metaSection.getByRole('button', { name: 'Check my site' }).click()
  await expect(metaSection.getByRole('alert')).toContainText('found no hirestack-verification meta tag')

  // The vendor copies the tag onto their site and checks again.
  head.meta = (await metaSection.locator('code').textContent())!
  expect(head.meta).toMatch(/^<meta name="hirestack-verification" content="[0-9a-f]{32}">$/)
  await metaSection.getByRole('button', { name: 'Check my site' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Proof accepted.' })).toBeVisible()

  await page.goto('/account')
  const claims = page.getByRole('region', { name: 'Claims and edits' })
  await expect(claims.getByRole('list', { name: 'Your claims' }).getByRole('listitem').filter({ hasText: name })).toContainText('In review')
  await page.goto(`/account/claim?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('list', { name: 'Matching tools' }).getByRole('link', { name: `Claim ${name}` })).toBeVisible()
  await shoot(page, 'claim-search')

  // The editor approves the claim in the admin.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await staff.newPage()
  await signInToAdmin(admin, editor)
  await admin.goto('/admin/collections/claims')
  // Editors may not read accounts; the claim carries the vendor's address for them.
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText(vendor.email)
  await admin.getByRole('link', { name: new RegExp(`^${name} \\(127\\.0\\.0\\.1\\)$`) }).click()
  await admin.waitForURL(/\/admin\/collections\/claims\/\d+$/)
  await expect(admin.locator('#field-claimantEmail')).toHaveValue(vendor.email)
  await expect(admin.locator('#field-claimantName')).toHaveValue('E2E user')
  await admin.getByLabel('Note (needed to reject)').fill('Tag found on the site.')
  mkdirSync(SHOTS, { recursive: true })
  await admin.screenshot({ path: `${SHOTS}/admin-claim-1280.png`, fullPage: true })
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Approved:' })).toBeVisible()
  const approvedMail = await mailTo(vendor.email, `Your claim of ${name} is approved`, 30_000)
  expect(approvedMail.text).toContain("The editor's note: Tag found on the site.")

  // The tool is the vendor's now: "Your tools" offers its analytics and "Propose an edit".
  await page.goto('/account')
  const yours = page.getByRole('region', { name: 'Your tools' })
  await expect(yours.getByRole('link', { name: `${name} analytics` })).toBeVisible()
  await shoot(page, 'account')
  await yours.getByRole('link', { name: `Propose an edit to ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Propose an edit to ${name}`)
  await expect(page.getByLabel('Description')).toHaveValue('An AI sourcing tool.')
  await shoot(page, 'propose-edit')

  // Bad input is refused beside the field, and nothing is filed.
  await page.getByLabel('Starting price (USD per month)').fill('cheap')
  await page.getByRole('button', { name: 'Send to an editor' }).click()
  await expect(page.getByText('Enter the starting price in US dollars, like 49 or 49.50, or leave it empty.')).toBeVisible()

  await page.getByLabel('Description').fill('Finds passive candidates across 40 sites with AI.')
  await page.getByLabel('Starting price (USD per month)').fill('49')
  await page.getByLabel('Pricing model').selectOption({ label: 'Per seat' })
  await page.getByRole('button', { name: 'Send to an editor' }).click()
  await expect(page).toHaveURL(/\/account(#account-claims)?$/)
  const edits = page.getByRole('list', { name: 'Your proposed edits' })
  await expect(edits.getByRole('listitem').filter({ hasText: `${name}: description, pricing facts (owner's edit)` })).toContainText('In review')

  // The editor sees the before and after, and accepts.
  await admin.goto('/admin/collections/change-proposals')
  await expect(admin.getByRole('row').filter({ hasText: `${name}: description, pricing facts (owner's edit)` })).toContainText(vendor.email)
  await admin.getByRole('link', { name: `${name}: description, pricing facts (owner's edit)` }).click()
  await admin.waitForURL(/\/admin\/collections\/change-proposals\/\d+$/)
  await expect(admin.locator('#field-proposedByEmail')).toHaveValue(vendor.email)
  const description = admin.getByTestId('proposal-change-description')
  await expect(description.getByText('The owner proposes')).toBeVisible()
  await expect(description.locator('del')).toHaveText('An AI sourcing tool.')
  await expect(description.locator('ins')).toHaveText('Finds passive candidates across 40 sites with AI.')
  await expect(admin.getByTestId('proposal-change-pricingFacts').locator('ins')).toContainText(['Pricing model: Per seat', 'Starting price: $49 per month'])
  await admin.screenshot({ path: `${SHOTS}/admin-owner-edit-1280.png`, fullPage: true })
  await admin.getByRole('button', { name: 'Accept' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'The owner is e-mailed.' })).toBeVisible()
  await staff.close()

  const liveMail = await mailTo(vendor.email, `Your edit to ${name} is live`, 30_000)
  expect(liveMail.text).toContain('description, pricing facts')
  const visitor = await browser.newPage()
  await expect(async () => {
    await visitor.goto(`/tools/${tool.slug}`)
    await expect(visitor.getByText('Finds passive candidates across 40 sites with AI.').first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  // A signed-out visitor sees no claim link (it appears for signed-in visitors only).
  await expect(visitor.getByRole('link', { name: 'Claim it' })).toHaveCount(0)
})

test('another signed-in user cannot open the edit page of a tool they do not own', async ({ page, request }) => {
  const tool = await createToolAsAdmin(request, { name: `Not yours ${Date.now().toString(36)}` })
  const stranger = await createAccount(request, 'vendor')
  await signIn(page, stranger)
  const response = await page.goto(`/account/tools/${tool.slug}/edit`)
  expect(response?.status()).toBe(404)
})

test('a tool another account owns: the claim page says who to ask instead of offering the ways to prove', async ({ browser, page, request }) => {
  test.setTimeout(120_000)
  const name = `Owned Elsewhere ${Date.now().toString(36)}`
  const tool = await createToolAsAdmin(request, { name })
  await setWebsiteQuietly(tool.id, `${site.url}/`)
  const [owner, editor, colleague] = [await createAccount(request, 'user'), await createAccount(request, 'editor'), await createAccount(request, 'user')]

  // The owner proves the domain by meta tag and an editor approves the claim (the admin's Approve button posts this).
  await signIn(page, owner)
  await page.goto(`/account/claim/${tool.slug}`)
  const metaSection = page.getByRole('region', { name: 'Add a meta tag to your site' })
  head.meta = (await metaSection.locator('code').textContent())!
  await metaSection.getByRole('button', { name: 'Check my site' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Proof accepted.' })).toBeVisible()
  const claims = await request.get(`/api/claims?where[tool][equals]=${tool.id}&depth=0`, { headers: { Authorization: `JWT ${await adminToken()}` } })
  expect(claims.status(), await claims.text()).toBe(200)
  const [claim] = ((await claims.json()) as { docs: { id: number }[] }).docs
  const editorToken = await tokenOf(request, editor)
  const approved = await request.post(`/api/claims/${claim!.id}/approve`, { data: { note: '' }, headers: { Authorization: `JWT ${editorToken}` } })
  expect(approved.status(), await approved.text()).toBe(200)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: `${name} is already yours.` })).toBeVisible()

  // A colleague with their own account, even with the owner's tag still on the site, is told to ask.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const colleaguePage = await other.newPage()
  await signIn(colleaguePage, colleague)
  await colleaguePage.goto(`/account/claim/${tool.slug}`)
  await expect(colleaguePage.getByRole('heading', { level: 1 })).toHaveText(`Claim ${name}`)
  const notice = colleaguePage.getByRole('status').filter({ hasText: 'already has a verified owner' })
  await expect(notice).toHaveText(
    `${name} already has a verified owner on HireStack. If you work there too, ask them, or write to us through the help center and we will check.Help center`,
  )
  for (const way of ['Get a code by e-mail', 'Add a meta tag to your site', 'Add a DNS TXT record']) await expect(colleaguePage.getByRole('region', { name: way })).toHaveCount(0)
  await shoot(colleaguePage, 'claim-owned-elsewhere')
  const help = notice.getByRole('link', { name: 'Help center' })
  await expect(help).toHaveAttribute('href', '/help-center')
  await help.click()
  await expect(colleaguePage).toHaveURL(/\/help-center$/)
  await expect(colleaguePage.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  await other.close()
})

test('the claim page sends a signed-out visitor to sign in, and answers a bad address with a 404 or a 400 that says why', async ({ browser, page, request }) => {
  const tool = await createToolAsAdmin(request, { name: `Sign in first ${Date.now().toString(36)}` })
  const anonymous = await browser.newPage()
  await anonymous.goto(`/account/claim/${tool.slug}`)
  await expect(anonymous).toHaveURL(new RegExp(`/auth\\?returnTo=${encodeURIComponent(`/account/claim/${tool.slug}`)}$`))
  await anonymous.close()

  await signIn(page, await createAccount(request, 'user'))
  for (const slug of ['no-such-tool-anywhere', '%27%22%3Cscript%3E', '..%2F..%2Fadmin', '%F0%9F%A6%84']) {
    const response = await page.goto(`/account/claim/${slug}`)
    expect(response?.status(), slug).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  }
  // An overlong address is refused before any page runs (src/proxy.ts), saying so.
  const overlong = await page.request.get(`/account/claim/${'x'.repeat(3000)}`)
  expect(overlong.status()).toBe(400)
  expect(await overlong.text()).toContain('too long')
})
