import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { mailTo } from '../helpers/smtp-mailbox'
import { linkIn } from '../helpers/smtp-message'

/** Double opt-in: presses the button behind the link in the confirmation mail. */
async function confirmFromMail(page: Page, email: string) {
  const confirmation = await mailTo(email, 'Confirm your HireStack newsletter subscription')
  await page.goto(linkIn(confirmation, '/newsletter/confirm').toString())
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
}

test('subscribing shows the thank-you, a confirmed address says it is already subscribed, and the mailed link unsubscribes', async ({ page }) => {
  const email = `reader-${randomUUID().slice(0, 12)}@example.test`
  await page.goto('/newsletter')
  const input = page.getByLabel('Email address')

  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0)
  await expect(page.getByText('Subscription failed')).toHaveCount(0)

  await input.fill('not-an-email')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()

  await input.fill(email)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/newsletter', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  release()
  await expect(page.getByText("Thanks for subscribing! We'll keep you updated.")).toBeVisible()
  await expect(page.getByText('Subscribed!')).toBeVisible()
  await expect(page.getByText('Thanks for subscribing to our newsletter.')).toBeVisible()

  await confirmFromMail(page, email)
  await page.goto('/newsletter')
  await page.getByLabel('Email address').fill(`  ${email.toUpperCase()} `)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscription failed')).toBeVisible()
  await expect(page.getByText("You're already subscribed!")).toBeVisible()

  const mail = await mailTo(email, 'Welcome to the HireStack newsletter')
  expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/one-click\?token=[\w-]+>$/)
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  // Opening the link (as a mail scanner would, too) only asks; a second look still asks.
  const link = linkIn(mail, '/newsletter/unsubscribe').toString()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You've been unsubscribed" })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: "You're already unsubscribed" })).toBeVisible()

  await page.goto('/newsletter/unsubscribe?token=not-a-real-token-at-all')
  await expect(page.getByRole('heading', { name: "We couldn't unsubscribe you" })).toBeVisible()
})

test("a mail client's one-click unsubscribe (RFC 8058) works through the cache tier, without a page", async ({ page, request }) => {
  const email = `one-click-${randomUUID().slice(0, 12)}@example.test`
  await page.goto('/newsletter')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Thanks for subscribing! We'll keep you updated.")).toBeVisible()
  await confirmFromMail(page, email)
  const mail = await mailTo(email, 'Welcome to the HireStack newsletter')
  const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!

  const opened = await request.get(oneClick, { maxRedirects: 0 })
  expect(opened.status()).toBe(303)
  const wrongToken = await request.post(oneClick.replace(/token=[\w-]+/, `token=${'a'.repeat(32)}`), { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(wrongToken.status()).toBe(400)
  expect(await wrongToken.text()).toBe('This unsubscribe link is invalid.')
  // Nothing so far unsubscribed: the mailed link still asks.
  await page.goto(linkIn(mail, '/newsletter/unsubscribe').toString())
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()

  const unsubscribed = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(unsubscribed.status()).toBe(200)
  expect(await unsubscribed.text()).toBe('You are unsubscribed from the HireStack newsletter.')
  await page.reload()
  await expect(page.getByRole('heading', { name: "You're already unsubscribed" })).toBeVisible()
})

test('the per-visitor upvote state is private and never cached', async ({ request }) => {
  const response = await request.get('/me/upvotes')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(response.headers()['cache-control']).toContain('private')
  expect(await response.json()).toEqual({ signedIn: false, toolIds: [] })
})
