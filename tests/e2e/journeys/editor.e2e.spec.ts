import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailTo } from '../../helpers/smtp-mailbox'
import { ADMIN, signInToAdmin } from '../content-admin-helpers'
import { fillPlacement } from '../vendors-helpers'

/**
 * The editor's journey through the admin: what waits for them on the first screen, the mail that
 * tells them something new arrived, and opening it from the queue. Approving and rejecting are
 * walked in vendors-request-review.e2e; the other queues' counts in moderation-dashboard.e2e.
 */

test('a featured placement request waits in the queue with its age, mails the admins, and opens from the queue', async ({ browser, page }) => {
  test.setTimeout(150_000)
  // A vendor asks for a placement, signed out, in manual billing: it waits for review at once.
  const toolName = `Queued Placement ${randomUUID().slice(0, 6)}`
  const vendor = await browser.newContext()
  const vendorPage = await vendor.newPage()
  await vendorPage.goto('/feature-tool')
  await fillPlacement(vendorPage, { toolName, contactEmail: `placement-${randomUUID().slice(0, 8)}@example.test`, plan: 'Premium' })
  await vendorPage.getByRole('button', { name: 'Submit for Review' }).click()
  await expect(vendorPage.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  await vendor.close()

  const mail = await mailTo(ADMIN.email, `New featured placement request waiting: ${toolName}`, 30_000)
  expect(mail.text).toContain(`"${toolName}" is waiting for an editor in Featured placements.`)

  await signInToAdmin(page, ADMIN)
  await page.goto('/admin')
  const queues = page.getByRole('region', { name: 'Waiting for an editor' })
  const placements = queues.getByRole('row').filter({ has: page.getByRole('link', { name: 'Featured placements', exact: true }) })
  await expect(placements.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/)
  await expect(placements.getByRole('cell').last()).toHaveText(/^(under a minute|\d+ (minute|hour|day)s?)$/)
  await placements.getByRole('link', { name: 'Featured placements', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/sponsorships\?.*status.*pending_review/)
  await page.getByRole('link', { name: toolName }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/sponsorships\/\d+/)
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible()
})
