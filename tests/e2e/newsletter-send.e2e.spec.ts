import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailTo } from '../helpers/smtp-mailbox'
import { linkIn } from '../helpers/smtp-message'
import { createAccount, signInToAdmin } from './content-admin-helpers'

const CONFIRM_SUBJECT = 'Confirm your HireStack newsletter subscription'

test('a visitor confirms by the mailed button; an editor composes, tests and sends an issue; its unsubscribe link works', async ({ page, browser, request }) => {
  test.setTimeout(240_000)
  const email = `issue-reader-${randomUUID().slice(0, 12)}@example.test`
  const subject = `This week in AI recruiting ${randomUUID().slice(0, 8)}`

  // The visitor subscribes: nothing is sent to them but the confirmation.
  await page.goto('/newsletter')
  // A submit before hydration would be a plain form GET: wait for the page's scripts.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Thanks for subscribing! We'll keep you updated.")).toBeVisible()
  await expect(page.getByText('Check your inbox and confirm your address')).toBeVisible()
  const confirmation = await mailTo(email, CONFIRM_SUBJECT)
  const confirmLink = linkIn(confirmation, '/newsletter/confirm').toString()

  // Opening the link (twice, as a mail scanner and then the reader) only asks; the button confirms.
  await page.goto(confirmLink)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.goto(confirmLink)
  await expect(page.getByText(`Start the weekly HireStack newsletter at ${email}.`)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  await page.goto('/newsletter/confirm?token=not-a-real-token-at-all')
  await expect(page.getByRole('heading', { name: 'Confirmation failed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/newsletter')

  // An editor composes the issue in the admin's Lexical editor. (Tool cards: tests/int/newsletter-send.int.spec.ts;
  // saving an issue with a block inserted here is not covered yet, see docs/newsletter.md.)
  const editor = await createAccount(request, 'editor')
  const admin = await browser.newPage()
  await signInToAdmin(admin, editor)
  await admin.goto('/admin/collections/newsletter-issues/create')
  await admin.waitForLoadState('networkidle')
  await admin.locator('#field-subject').fill(subject)
  await admin.locator('#field-preheader').fill('New tools and what recruiters read')
  const editorBody = admin.locator('[data-lexical-editor="true"]').first()
  await editorBody.click()
  await admin.keyboard.type('Three tools worth a look this week.')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/successfully/i).first()).toBeVisible()
  await admin.waitForURL(/newsletter-issues\/\d+/)
  const id = /newsletter-issues\/(\d+)/.exec(admin.url())![1]!

  // The preview shows the rendered mail to staff only.
  const editUrl = admin.url()
  const preview = await admin.goto(`/api/newsletter-issues/${id}/preview`)
  expect(preview?.status()).toBe(200)
  await expect(admin.getByText('Three tools worth a look this week.')).toBeVisible()
  await admin.goto(editUrl)
  expect((await request.get(`/api/newsletter-issues/${id}/preview`)).status()).toBe(403)
  expect((await request.post(`/api/newsletter-issues/${id}/send`)).status()).toBe(403)

  await admin.screenshot({ path: 'tests/e2e/.artifacts/newsletter/admin-draft.png', fullPage: true })
  await admin.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(admin.getByText(`Test email sent to ${editor.email}.`)).toBeVisible()
  const testMail = await mailTo(editor.email, `[Test] ${subject}`)
  expect(testMail.text).toContain('Three tools worth a look this week.')

  await admin.getByRole('button', { name: 'Send to subscribers' }).click()
  await admin.getByRole('button', { name: 'Yes, send it now' }).click()
  await expect(admin.getByText(/^Sending to \d+ confirmed subscribers?\.$/)).toBeVisible()
  await expect(admin.getByTestId('newsletter-progress')).toHaveText(/^Sent (\d+)\/\1$/, { timeout: 60_000 })
  await expect(admin.getByText('· finished')).toBeVisible()
  await admin.screenshot({ path: 'tests/e2e/.artifacts/newsletter/admin-sent.png', fullPage: true })

  // The reader's copy: the issue, the unsubscribe headers (RFC 8058) and their own link, which works.
  const issue = await mailTo(email, subject, 60_000)
  expect(issue.text).toContain('Three tools worth a look this week.')
  expect(issue.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/one-click\?token=[\w-]+>$/)
  expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  await page.goto(linkIn(issue, '/newsletter/unsubscribe').toString())
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You've been unsubscribed" })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await admin.close()
})
