/**
 * A vendor claims a listed tool by a meta tag on its site (a site on 127.0.0.1), an editor
 * approves the claim in the admin, the vendor proposes an edit from their account, and the editor
 * accepts it: the public page shows it, and the vendor got a mail for each decision
 * (issue 19, docs/accounts.md "Claims and edits"). Screenshots of the new pages at 375/768/1280.
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { mailTo } from '../helpers/smtp-mailbox'
import { createAccount, signInToAdmin } from './content-admin-helpers'
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
  await admin.getByRole('link', { name: new RegExp(`^${name} \\(127\\.0\\.0\\.1\\)$`) }).click()
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
  await admin.getByRole('link', { name: `${name}: description, pricing facts (owner's edit)` }).click()
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
  await page.goto('/account/claim/no-such-tool-anywhere')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Claim/)
})
