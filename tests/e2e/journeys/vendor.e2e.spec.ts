import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { startApp, stopApp } from '../../../scripts/lib/app-server'
import { startStripeServer, type StripeTestServer, useManualBilling, useStripeServer } from '../../helpers/stripe-server'
import { signUpThroughForm, verifyFromMail } from '../accounts-helpers'
import { fillPlacement, fillPlacementTool, fillSubmission, signedInVendor } from '../vendors-helpers'

/**
 * The vendor's journey: submit a tool ($97 once) and feature one (Basic $250/mo, Premium
 * $500/mo), signed out and signed in, in manual billing (the run's app, behind the cache tier) and
 * in Stripe billing (an app instance of this spec's own, talking to the loopback Stripe server).
 * Approval by an editor is walked in vendors-request-review.e2e.
 */

const CACHE_TIER = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100'
/** The Stripe-mode instance of this spec (E2E_PORT + 22; accounts-client-address uses + 20). */
const STRIPE_APP_PORT = Number(new URL(CACHE_TIER).port) + 22
const STRIPE_APP = `http://127.0.0.1:${STRIPE_APP_PORT}`

const uniqueEmail = () => `vendor-${randomUUID().slice(0, 10)}@example.test`

/** Every request the page makes for Stripe.js, answered with nothing (there is no network here). */
async function stripeJsRequests(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.route('https://js.stripe.com/**', (route) => {
    seen.push(route.request().url())
    return route.abort()
  })
  return seen
}

test.describe('manual billing', () => {
  test('signed out: a $97 submission and a Premium placement, followed on /account after signing up with the contact e-mail', async ({ page }) => {
    test.setTimeout(90_000)
    const stripeJs = await stripeJsRequests(page)
    const email = uniqueEmail()
    const tool = `Journey Submit ${randomUUID().slice(0, 6)}`
    const placement = `Journey Premium ${randomUUID().slice(0, 6)}`

    await page.goto('/submit-tool/form')
    // Signed out, nothing is filled in for the visitor.
    await expect(page.getByLabel('Contact Email')).toHaveValue('')
    await fillSubmission(page, { name: tool, contactEmail: email.toUpperCase() })
    await expect(page.getByText('No card is collected now.')).toBeVisible()
    await page.getByRole('button', { name: 'Submit for Review' }).click()
    await page.waitForURL(/\/submit-tool\/thank-you$/, { timeout: 8_000 })
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toBeVisible()
    await expect(page.getByTestId('follow-request')).toHaveText(`Sign in or create an account with ${email.toUpperCase()} to follow it on /account.`)

    await page.goto('/feature-tool')
    await fillPlacement(page, { toolName: placement, contactEmail: email, plan: 'Premium' })
    await page.getByRole('button', { name: 'Submit for Review' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByTestId('follow-request')).toHaveText(`Sign in or create an account with ${email} to follow it on /account.`)
    // Manual billing takes no card: Stripe.js is never fetched.
    expect(stripeJs).toEqual([])

    // Paid while signed out: the account made later with the contact e-mail follows both, once verified.
    await signUpThroughForm(page, email, 'journey-pass', 'Journey Vendor')
    await verifyFromMail(page, email)
    await page.goto('/auth?returnTo=%2Faccount')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('journey-pass')
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
    await expect(page).toHaveURL(/\/account$/)
    const submission = page.getByRole('listitem').filter({ hasText: tool })
    await expect(submission.getByText('In review')).toBeVisible()
    await expect(submission.getByText(/Not charged yet/)).toBeVisible()
    const premium = page.getByRole('listitem').filter({ hasText: placement })
    await expect(premium.getByText('In review')).toBeVisible()
    await expect(premium.getByText(/Premium plan · \$500\/mo/)).toBeVisible()
  })

  test('signed in: the e-mail fields offer the account\'s address, a Basic placement shows on /account at once', async ({ browser, request }) => {
    test.setTimeout(60_000)
    const { vendor, context, page } = await signedInVendor(browser, request)
    const placement = `Journey Basic ${randomUUID().slice(0, 6)}`

    await page.goto('/submit-tool/form')
    await expect(page.getByLabel('Contact Email')).toHaveValue(vendor.email)
    await page.goto('/report')
    await expect(page.getByLabel('Email (optional)')).toHaveValue(vendor.email)
    // The home page is shared through the cache tier: its address comes from the session in the browser.
    await page.goto('/')
    await expect(page.getByLabel('Email address').first()).toHaveValue(vendor.email)
    expect(await (await request.get('/')).text()).not.toContain(vendor.email)

    await page.goto('/feature-tool')
    await fillPlacementTool(page, placement)
    // Offered, still editable.
    const contact = page.getByLabel('Email Address')
    await expect(contact).toHaveValue(vendor.email)
    await contact.fill(`billing+${vendor.email}`)
    await expect(contact).toHaveValue(`billing+${vendor.email}`)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('button', { name: 'Submit for Review' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByTestId('follow-request')).toHaveText('Follow it on your account: /account.')

    await page.getByTestId('follow-request').getByRole('link', { name: '/account' }).click()
    const row = page.getByRole('listitem').filter({ hasText: placement })
    await expect(row.getByText('In review')).toBeVisible()
    await expect(row.getByText(/Basic plan · \$250\/mo/)).toBeVisible()
    await context.close()
  })

  test('a Checkout session that cannot be handled shows the verification error alone', async ({ page }) => {
    await page.goto('/feature-tool/thank-you?session_id=cs_test_unknown')
    await expect(page.getByRole('heading', { name: 'Verification Error' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'There was an issue verifying your payment. Please contact support.' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0)
    await expect(page.getByText('has been submitted')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible()
  })
})

test.describe('Stripe billing', () => {
  let stripe: StripeTestServer
  let app: ChildProcess

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    stripe = await startStripeServer()
    useStripeServer(stripe.port)
    app = await startApp(STRIPE_APP_PORT, { ...process.env, NODE_ENV: 'production', SERVER_URL: STRIPE_APP, JOBS_AUTORUN: '0' })
    useManualBilling()
  })
  test.afterAll(async () => {
    if (app) await stopApp(app)
    await stripe?.close()
  })
  test.use({ baseURL: STRIPE_APP })

  test('signed out: the submit form loads Stripe.js for its card; a Premium placement comes back from Checkout to one thank-you', async ({ page }) => {
    test.setTimeout(60_000)
    const stripeJs = await stripeJsRequests(page)
    const email = uniqueEmail()

    await page.goto('/submit-tool/form')
    await fillSubmission(page, { name: `Journey Card ${randomUUID().slice(0, 6)}`, contactEmail: email })
    // The card form (Stripe's Payment Element) is what fetches Stripe.js, in Stripe mode only.
    await expect.poll(() => stripeJs.length).toBeGreaterThan(0)
    expect(stripe.find('POST', '/v1/setup_intents')).toHaveLength(1)

    // Stripe's hosted Checkout: the vendor saves a card and Stripe sends them to the success URL.
    await page.route('https://checkout.stripe.test/**', async (route) => {
      const sessionId = new URL(route.request().url()).pathname.split('/').pop()!
      stripe.completeCheckout(sessionId)
      const successUrl = String(stripe.sessions.get(sessionId)!.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId)
      await route.fulfill({ status: 303, headers: { location: successUrl } })
    })
    await page.goto('/feature-tool')
    await fillPlacement(page, { toolName: `Journey Checkout ${randomUUID().slice(0, 6)}`, contactEmail: email, plan: 'Premium' })
    await page.waitForURL(/\/feature-tool\/thank-you\?session_id=cs_/)
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText('Payment method saved', { exact: true })).toBeVisible()
    await expect(page.getByText('Your payment method is saved. You will not be charged until approval.')).toBeVisible()
    await expect(page.getByTestId('follow-request')).toHaveText(`Sign in or create an account with ${email} to follow it on /account.`)
    await expect(page.getByText('Verification Error')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('sponsorshipFormValues'))).toBeNull()
  })
})
