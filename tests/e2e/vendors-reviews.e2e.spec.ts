import { randomUUID } from 'node:crypto'

import { type Browser, expect, type Page, test } from '@playwright/test'

import { adminToken, createAccount, type Credentials, signInToAdmin } from './content-admin-helpers'
import { createToolAsAdmin, signIn } from './enrichment-helpers'

/** A vendor account, made by the admin (as an approved submission would leave it). */
async function createVendor(page: Page): Promise<Credentials & { id: number }> {
  const vendor = { email: `vendor-${randomUUID().slice(0, 8)}@e2e.test`, password: `vendor-password-${randomUUID().slice(0, 8)}` }
  const created = await page.request.post('/api/users', {
    data: { ...vendor, name: 'E2E Vendor', roles: ['vendor'], _verified: true },
    headers: { Authorization: `JWT ${await adminToken()}` },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { ...vendor, id: ((await created.json()) as { doc: { id: number } }).doc.id }
}

async function signedInPage(browser: Browser, account: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, account)
  return page
}

/** The SoftwareApplication JSON-LD of a tool page. */
async function softwareJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'SoftwareApplication')
  expect(found).toBeDefined()
  return found!
}

test('a member reviews a tool, an editor publishes it in /admin, the page shows it with its rating, the vendor replies and a visitor reports it', async ({ browser, page }) => {
  test.setTimeout(180_000)
  const vendor = await createVendor(page)
  const toolName = `E2E Reviewed ${randomUUID().slice(0, 6)}`
  const tool = await createToolAsAdmin(page.request, { name: toolName, description: 'A tool for the review journey.', createdBy: vendor.id })
  const title = `Fast shortlists ${randomUUID().slice(0, 4)}`

  // Signed out: no figures yet (none in the hero), no structured rating, the invitation and the way to sign in.
  await page.goto(`/tools/${tool.slug}`)
  await expect(page.getByTestId('rating-summary')).toHaveCount(0)
  expect((await softwareJsonLd(page)).aggregateRating).toBeUndefined()
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByText(`Used ${toolName}? Be the first to review it.`)).toBeVisible()
  await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible()

  // A member writes one; bad input first.
  const member = await signedInPage(browser, await createAccount(page.request, 'user'))
  await member.goto(`/tools/${tool.slug}`)
  const form = member.getByRole('form', { name: `Review ${toolName}` })
  await form.getByRole('button', { name: 'Submit review' }).click()
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  await expect(form.getByText('The title needs at least 5 characters.')).toBeVisible()
  await expect(form.getByText('Please write at least 50 characters about your experience.')).toBeVisible()
  await form.getByLabel('5 stars', { exact: true }).check({ force: true })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Your review').fill('We screened 400 applicants in a week; the shortlists matched what our hiring managers picked.')
  await form.getByLabel('You used it as a').selectOption('hiring_manager')
  await form.getByRole('button', { name: 'Submit review' }).click()
  await expect(member.getByText(/It is waiting for a moderator/)).toBeVisible()
  // Pending: not on the page yet.
  await page.reload()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)

  // An editor publishes it in the admin.
  const editor = await (await browser.newContext()).newPage()
  await signInToAdmin(editor, await createAccount(page.request, 'editor'))
  await editor.goto('/admin/collections/reviews')
  await editor.getByRole('link', { name: title }).click()
  await editor.locator('#field-status').click()
  await editor.getByRole('option', { name: 'Published' }).click()
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(editor.getByText(/successfully/i).first()).toBeVisible()

  // Everyone sees it now, with the same figures in the page and in its structured data.
  await page.reload()
  await expect(page.getByTestId('rating-summary')).toHaveText(/5\.0 · 1 review$/)
  await expect(page.getByTestId('reviews-summary')).toHaveText(/5\.0 · 1 review$/)
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible()
  await expect(reviews.getByText('E2E U. · Hiring manager')).toBeVisible()
  expect((await softwareJsonLd(page)).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '5.0', reviewCount: 1, bestRating: 5, worstRating: 1 })
  await member.reload()
  await expect(member.getByText(/It is published below/)).toBeVisible()

  // The vendor answers once.
  const vendorPage = await signedInPage(browser, vendor)
  await vendorPage.goto(`/tools/${tool.slug}`)
  await expect(vendorPage.getByText(/You manage this listing/)).toBeVisible()
  await vendorPage.getByRole('button', { name: 'Reply as the vendor' }).click()
  await vendorPage.getByLabel('Your public reply').fill('Thank you! Bulk shortlists arrive next month.')
  await vendorPage.getByRole('button', { name: 'Publish reply' }).click()
  await expect(vendorPage.getByTestId('vendor-reply')).toContainText('Thank you! Bulk shortlists arrive next month.')
  await expect(vendorPage.getByRole('button', { name: 'Reply as the vendor' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('vendor-reply')).toContainText(`Reply from ${toolName}`)
  // Members cannot reply.
  await member.reload()
  await expect(member.getByRole('button', { name: 'Reply as the vendor' })).toHaveCount(0)

  // A visitor reports it; the report lands in the editors' queue.
  await reviews.getByRole('button', { name: 'Report' }).click()
  const report = page.getByRole('form', { name: 'Report this review' })
  await report.getByRole('button', { name: 'Send report' }).click()
  await expect(report.getByText('Choose why you are reporting this review.')).toBeVisible()
  await report.getByLabel('Spam or advertising').check()
  await report.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('Reported. Thank you.')).toBeVisible()
  await editor.goto('/admin/collections/review-reports')
  await expect(editor.getByText('Spam or advertising').first()).toBeVisible()
})
