import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { describeJob } from '@/lib/admin-tools/job-status'
import type { PayloadJob } from '@/payload-types'

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { requestHeaders, signedOut } from '../helpers/stripe-request-context'
import {
  DECLINED_PAYMENT_METHOD,
  startStripeServer,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeTestServer,
  useManualBilling,
  useStripeServer,
} from '../helpers/stripe-server'

vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

const { createSubmissionSetup, submitTool } = await import('@/actions/submissions')
const { startSponsorCheckout, verifySponsorCheckout } = await import('@/actions/sponsorships')
const { approveSubmission } = await import('@/lib/payments/approve-submission')
const { approveSponsorship } = await import('@/lib/payments/approve-sponsorship')
const { rejectSubmission } = await import('@/lib/payments/reject-request')
const { submissionChargeKey } = await import('@/lib/payments/stripe-operations')
const { startCardUpdate, saveUpdatedCard } = await import('@/actions/billing')
const { cardUpdatePath, cardUpdateToken } = await import('@/lib/payments/card-update-link')
const { POST: webhook } = await import('@/app/(payload)/api/stripe/webhooks/route')

let payload: Payload
let stripe: StripeTestServer
let admin: Awaited<ReturnType<typeof createUser>>
let sentMail: { to: string; subject: string }[]
let sentText: string[]
const signer = new Stripe('sk_test_signer')

beforeAll(async () => {
  // The tests run the queued jobs themselves; no in-process runner may race them.
  process.env.JOBS_AUTORUN = '0'
  payload = await testPayload()
  stripe = await startStripeServer(Number(process.env.STRIPE_TEST_PORT ?? 0))
  admin = await createUser(payload, ['admin'])
})

beforeEach(() => {
  useStripeServer(stripe.port)
  signedOut()
  sentMail = []
  sentText = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    const { to, subject, text } = message as { to: string; subject: string; text: string }
    sentMail.push({ to, subject })
    sentText.push(text)
  })
})

afterAll(async () => {
  useManualBilling()
  vi.restoreAllMocks()
  await stripe.close()
})

const submissionValues = (name = `Stripe Tool ${randomUUID().slice(0, 8)}`) => ({
  name,
  website: 'stripe-tool.example.com',
  description: 'Screens candidates with structured AI interviews.',
  audience: 'recruiters',
  features: 'Structured interviews\nScorecards\nATS sync',
  contactEmail: `vendor-${randomUUID().slice(0, 6)}@example.test`,
})

/** The whole browser side of the submit-tool flow against the test server. */
async function submitWithCard(paymentMethod = 'pm_card_visa') {
  const values = submissionValues()
  const setup = await createSubmissionSetup({ email: values.contactEmail, toolName: values.name })
  if (!setup.ok) throw new Error(setup.error)
  const setupIntentId = setup.data.clientSecret.split('_secret_')[0]!
  stripe.confirmSetupIntent(setupIntentId, paymentMethod)
  const result = await submitTool({ values, stripe: { customerId: setup.data.customerId, setupIntentId } })
  if (!result.ok) throw new Error(result.error)
  return { values, submissionId: result.data.submissionId, setupIntentId, customerId: setup.data.customerId }
}

function signedWebhook(event: object, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const body = JSON.stringify(event)
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret })
  return new Request('http://127.0.0.1/api/stripe/webhooks', { method: 'POST', body, headers: { 'stripe-signature': signature } })
}

const event = (type: string, object: object) => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type,
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object },
})

describe('submit-tool in Stripe mode', () => {
  it('creates a Customer and an off-session SetupIntent', async () => {
    const result = await createSubmissionSetup({ email: 'seti@example.test', toolName: 'Seti Tool' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.clientSecret).toMatch(/^seti_test_\w+_secret_/)
    expect(stripe.customers.get(result.data.customerId)?.email).toBe('seti@example.test')
    const intent = stripe.find('POST', '/v1/setup_intents').at(-1)!
    expect(intent.body).toMatchObject({ customer: result.data.customerId, usage: 'off_session' })
  })

  it('rejects a setup request without email or tool name', async () => {
    expect(await createSubmissionSetup({ email: '', toolName: 'X' })).toEqual({ ok: false, error: 'Missing required data: email or tool name' })
  })

  it('saves the confirmed payment method on the submission', async () => {
    const { submissionId, setupIntentId, customerId } = await submitWithCard()
    const submission = await payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true })
    expect(submission).toMatchObject({
      billingMode: 'stripe',
      stripeCustomerId: customerId,
      stripeSetupIntentId: setupIntentId,
      stripePaymentMethodId: 'pm_card_visa',
      chargeStatus: 'not_charged',
      reviewStatus: 'pending',
      website: 'https://stripe-tool.example.com',
    })
    expect(stripe.find('POST', '/v1/payment_intents').filter((r) => r.body.metadata && (r.body.metadata as { submissionId?: string }).submissionId === String(submissionId))).toHaveLength(0)
  })

  it('refuses to record a SetupIntent that was not confirmed, or belongs to another customer', async () => {
    const values = submissionValues()
    const setup = await createSubmissionSetup({ email: values.contactEmail, toolName: values.name })
    if (!setup.ok) throw new Error(setup.error)
    const setupIntentId = setup.data.clientSecret.split('_secret_')[0]!
    expect(await submitTool({ values, stripe: { customerId: setup.data.customerId, setupIntentId } })).toEqual({ ok: false, error: 'Payment setup failed' })
    stripe.confirmSetupIntent(setupIntentId)
    const other = await createSubmissionSetup({ email: 'other@example.test', toolName: 'Other' })
    if (!other.ok) throw new Error(other.error)
    const stolen = await submitTool({ values, stripe: { customerId: other.data.customerId, setupIntentId } })
    expect(stolen.ok).toBe(false)
    const { totalDocs } = await payload.count({ collection: 'submissions', where: { name: { equals: values.name } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('charges $97 off-session on approval with an idempotency key derived from the submission', async () => {
    const { submissionId, values } = await submitWithCard()
    const result = await approveSubmission(payload, { id: submissionId, admin })
    expect(result).toMatchObject({ ok: true, status: 'approved' })
    const charges = stripe.find('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === submissionChargeKey(submissionId))
    expect(charges).toHaveLength(1)
    expect(charges[0]!.body).toMatchObject({ amount: '9700', currency: 'usd', off_session: 'true', confirm: 'true', payment_method: 'pm_card_visa' })
    const submission = await payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
    expect(submission.chargeStatus).toBe('succeeded')
    expect(submission.stripePaymentIntentId).toMatch(/^pi_test_/)
    const tool = await payload.findByID({ collection: 'tools', id: submission.tool as number, overrideAccess: true })
    expect(tool).toMatchObject({ name: values.name, isFounderSubmitted: true, _status: 'published', sourceUrl: 'https://stripe-tool.example.com' })
    expect(tool.features).toEqual(['Structured interviews', 'Scorecards', 'ATS sync'])
    expect(sentMail).toEqual([{ to: values.contactEmail, subject: `${values.name} is now listed on HireStack` }])
  })

  it('marks a declined card as failed, keeps the tool unlisted and emails the vendor a link to update it', async () => {
    const { submissionId, values } = await submitWithCard(DECLINED_PAYMENT_METHOD)
    const result = await approveSubmission(payload, { id: submissionId, admin })
    expect(result.ok).toBe(true)
    expect(result.message).toContain('declined')
    const submission = await payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
    expect(submission).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'failed', chargeError: 'Your card was declined.' })
    const publicRead = await payload.find({ collection: 'tools', where: { id: { equals: submission.tool } }, overrideAccess: false })
    expect(publicRead.totalDocs).toBe(0)
    expect(sentMail).toEqual([{ to: values.contactEmail, subject: `Action needed: payment for ${values.name}` }])
    expect(sentText[0]).toContain(cardUpdatePath(payload, submissionId))
  })

  describe('updating the card after a decline', () => {
    async function declinedSubmission() {
      const submitted = await submitWithCard(DECLINED_PAYMENT_METHOD)
      await approveSubmission(payload, { id: submitted.submissionId, admin })
      const link = { submissionId: submitted.submissionId, token: cardUpdateToken(payload, submitted.submissionId) }
      return { ...submitted, link }
    }

    /** The vendor's browser: a SetupIntent on their customer, confirmed with a card. */
    async function newCard(link: { submissionId: number; token: string }, paymentMethod: string) {
      const started = await startCardUpdate(link)
      if (!started.ok) throw new Error(started.error)
      const setupIntentId = started.data.clientSecret.split('_secret_')[0]!
      stripe.confirmSetupIntent(setupIntentId, paymentMethod)
      return setupIntentId
    }

    it('refuses a link with a wrong token and changes nothing', async () => {
      const { link } = await declinedSubmission()
      const forged = { submissionId: link.submissionId, token: cardUpdateToken(payload, link.submissionId + 1) }
      expect(await startCardUpdate(forged)).toMatchObject({ ok: false, error: expect.stringContaining('invalid') })
      expect(await saveUpdatedCard({ ...forged, setupIntentId: 'seti_test_x' })).toMatchObject({ ok: false })
      expect(await startCardUpdate({ submissionId: 'x', token: '' })).toMatchObject({ ok: false })
    })

    it('retries the $97 on the same PaymentIntent: a second decline keeps it failed, a good card pays once and lists the tool', async () => {
      const { submissionId, customerId, link, values } = await declinedSubmission()
      const declined = await payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
      const paymentIntentId = declined.stripePaymentIntentId!
      expect(paymentIntentId).toMatch(/^pi_test_/)

      const secondDecline = await newCard(link, DECLINED_PAYMENT_METHOD)
      expect(stripe.setupIntents.get(secondDecline)?.customer).toBe(customerId)
      sentMail = []
      expect(await saveUpdatedCard({ ...link, setupIntentId: secondDecline })).toEqual({ ok: false, error: 'Your card was declined.' })
      const stillFailed = await payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
      expect(stillFailed).toMatchObject({ chargeStatus: 'failed', stripePaymentIntentId: paymentIntentId })
      expect((await payload.find({ collection: 'tools', where: { id: { equals: stillFailed.tool } }, overrideAccess: false })).totalDocs).toBe(0)
      expect(sentMail).toHaveLength(0)

      const goodCard = await newCard(link, 'pm_card_visa')
      const [paid, doubleClick] = await Promise.all([
        saveUpdatedCard({ ...link, setupIntentId: goodCard }),
        saveUpdatedCard({ ...link, setupIntentId: goodCard }),
      ])
      expect(paid.ok && doubleClick.ok).toBe(true)
      const confirms = stripe.find('POST', `/v1/payment_intents/${paymentIntentId}/confirm`)
      expect(confirms.map((r) => r.idempotencyKey)).toEqual([submissionChargeKey(submissionId, secondDecline), submissionChargeKey(submissionId, goodCard)])
      expect(confirms[1]!.body).toMatchObject({ payment_method: 'pm_card_visa', off_session: 'true' })
      expect(stripe.paymentIntents.get(paymentIntentId)?.status).toBe('succeeded')
      expect(stripe.find('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey?.startsWith(submissionChargeKey(submissionId)))).toHaveLength(1)

      const settled = await payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
      expect(settled).toMatchObject({ chargeStatus: 'succeeded', chargeError: null, stripePaymentMethodId: 'pm_card_visa', stripeSetupIntentId: goodCard })
      const live = await payload.find({ collection: 'tools', where: { id: { equals: settled.tool } }, overrideAccess: false })
      expect(live.docs[0]).toMatchObject({ name: values.name, _status: 'published' })
      expect(sentMail).toEqual([{ to: values.contactEmail, subject: `${values.name} is now listed on HireStack` }])

      // Paid: the link no longer starts a card setup, and saving again charges nothing.
      expect(await startCardUpdate(link)).toEqual({ ok: false, error: 'This listing fee has already been paid.' })
      expect(await saveUpdatedCard({ ...link, setupIntentId: goodCard })).toMatchObject({ ok: true })
      expect(stripe.find('POST', `/v1/payment_intents/${paymentIntentId}/confirm`)).toHaveLength(2)
    })
  })

  it('approves once when two admins click at the same time: one tool, one charge', async () => {
    const { submissionId, values } = await submitWithCard()
    const results = await Promise.all([
      approveSubmission(payload, { id: submissionId, admin }),
      approveSubmission(payload, { id: submissionId, admin }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ httpStatus: 409 })
    const { totalDocs } = await payload.count({ collection: 'tools', where: { name: { equals: values.name } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    expect(stripe.find('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === submissionChargeKey(submissionId))).toHaveLength(1)
  })

  it('charges nothing on rejection and emails the reason', async () => {
    const { submissionId, values } = await submitWithCard()
    const before = stripe.find('POST', '/v1/payment_intents').length
    expect(await rejectSubmission(payload, { id: submissionId, admin, reason: 'Not an AI recruiting tool.' })).toMatchObject({ ok: true })
    expect(stripe.find('POST', '/v1/payment_intents')).toHaveLength(before)
    expect(sentMail[0]).toEqual({ to: values.contactEmail, subject: `Your HireStack submission: ${values.name}` })
  })
})

describe('feature-tool in Stripe mode', () => {
  const sponsorshipValues = () => ({
    toolName: `Featured ${randomUUID().slice(0, 8)}`,
    toolUrl: 'featured.example.com',
    category: 'Candidate Sourcing',
    description: 'Finds passive candidates across the open web with AI search.',
    contactEmail: `sponsor-${randomUUID().slice(0, 6)}@example.test`,
    plan: 'premium',
  })

  async function checkout() {
    const values = sponsorshipValues()
    const result = await startSponsorCheckout(values)
    if (!result.ok) throw new Error(result.error)
    const sessionId = result.data.checkoutUrl.split('/').at(-1)!
    const { docs } = await payload.find({ collection: 'sponsorships', where: { stripeCheckoutSessionId: { equals: sessionId } }, overrideAccess: true })
    return { values, sessionId, sponsorship: docs[0]! }
  }

  it('creates a setup-mode Checkout Session carrying the sponsorship id', async () => {
    const { sessionId, sponsorship } = await checkout()
    expect(sponsorship).toMatchObject({ status: 'awaiting_payment_method', billingMode: 'stripe', plan: 'premium', toolUrl: 'https://featured.example.com' })
    const request = stripe.find('POST', '/v1/checkout/sessions').at(-1)!
    expect(request.body).toMatchObject({ mode: 'setup', metadata: { sponsorshipId: String(sponsorship.id), plan: 'premium' } })
    expect(String(request.body.success_url)).toMatch(/\/feature-tool\/thank-you\?session_id=\{CHECKOUT_SESSION_ID\}$/)
    expect(stripe.sessions.get(sessionId)?.metadata).toMatchObject({ sponsorshipId: String(sponsorship.id) })
  })

  it('rejects invalid sponsorship input with the spec messages and creates nothing', async () => {
    const result = await startSponsorCheckout({ ...sponsorshipValues(), toolName: 'A', description: 'short', category: '' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        toolName: 'Tool name must be at least 2 characters',
        description: 'Description must be at least 30 characters',
        category: 'Please select a category',
      },
    })
  })

  it('verifies the session on the thank-you page, then starts the subscription at approval', async () => {
    const { sessionId, sponsorship } = await checkout()
    expect(await verifySponsorCheckout(sessionId)).toEqual({ ok: false, error: 'There was an issue verifying your payment. Please contact support.' })
    stripe.completeCheckout(sessionId, 'pm_card_mastercard')
    expect(await verifySponsorCheckout(sessionId)).toEqual({ ok: true, data: { recorded: true } })
    const pending = await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(pending).toMatchObject({ status: 'pending_review', stripePaymentMethodId: 'pm_card_mastercard' })

    expect(await approveSponsorship(payload, { id: sponsorship.id, admin })).toMatchObject({ ok: true, status: 'active' })
    const subscription = stripe.find('POST', '/v1/subscriptions').at(-1)!
    expect(subscription.body).toMatchObject({ customer: pending.stripeCustomerId, default_payment_method: 'pm_card_mastercard', metadata: { sponsorshipId: String(sponsorship.id) } })
    const price = stripe.find('POST', '/v1/prices').find((r) => r.body.lookup_key === 'hirestack_featured_premium_monthly')
    expect(price?.body).toMatchObject({ unit_amount: '50000', currency: 'usd', recurring: { interval: 'month' } })
    const active = await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(active.status).toBe('active')
    expect(active.stripeSubscriptionId).toMatch(/^sub_test_/)
    const tool = await payload.findByID({ collection: 'tools', id: active.tool as number, overrideAccess: true })
    expect(tool.isSponsored).toBe(true)
    expect(tool.sponsoredOrder).toBe(active.sponsoredOrder)
    expect(sentMail.at(-1)?.subject).toBe(`${sponsorship.toolName} is now featured on HireStack`)
    expect(await approveSponsorship(payload, { id: sponsorship.id, admin })).toMatchObject({ ok: false, httpStatus: 409 })
    expect(stripe.find('POST', '/v1/subscriptions').filter((r) => (r.body.metadata as { sponsorshipId?: string }).sponsorshipId === String(sponsorship.id))).toHaveLength(1)
  })

  describe('webhooks', () => {
    /** The queued job of one event id, as the worker would find it. */
    async function jobFor(eventId: string) {
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'processStripeEvent' } },
        sort: '-createdAt',
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
      return docs.filter((job) => (job.input as { eventId?: string }).eventId === eventId)
    }

    async function deliverAndRun(stripeEvent: { id: string }) {
      const response = await webhook(signedWebhook(stripeEvent))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true })
      const [job] = await jobFor(stripeEvent.id)
      await payload.jobs.runByID({ id: job!.id, silent: true })
      return describeJob((await payload.findByID({ collection: 'payload-jobs', id: job!.id, depth: 0, overrideAccess: true })) as PayloadJob)
    }

    it('answers 400 to a missing or bad signature and records nothing', async () => {
      const body = JSON.stringify(event('checkout.session.completed', {}))
      const missing = await webhook(new Request('http://127.0.0.1/api/stripe/webhooks', { method: 'POST', body }))
      expect(missing.status).toBe(400)
      const badEvent = event('checkout.session.completed', {})
      const bad = await webhook(signedWebhook(badEvent, 'whsec_wrong'))
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Invalid signature' })
      expect((await payload.count({ collection: 'stripe-events', where: { eventId: { equals: badEvent.id } }, overrideAccess: true })).totalDocs).toBe(0)
      expect(await jobFor(badEvent.id)).toHaveLength(0)
    })

    it('records a delivered event once, queues one job and answers before the work is done', async () => {
      const { sessionId, sponsorship } = await checkout()
      stripe.completeCheckout(sessionId, 'pm_card_amex')
      const completed = event('checkout.session.completed', { ...stripe.sessions.get(sessionId) })
      const deliveries = await Promise.all([webhook(signedWebhook(completed)), webhook(signedWebhook(completed))])
      expect(deliveries.map((r) => r.status)).toEqual([200, 200])
      const again = await webhook(signedWebhook(completed))
      expect(await again.json()).toEqual({ received: true, duplicate: true })
      expect((await payload.count({ collection: 'stripe-events', where: { eventId: { equals: completed.id } }, overrideAccess: true })).totalDocs).toBe(1)
      const jobs = await jobFor(completed.id)
      expect(jobs).toHaveLength(1)
      // Answered, not yet applied: the job does the work.
      expect((await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })).status).toBe('awaiting_payment_method')

      await payload.jobs.runByID({ id: jobs[0]!.id, silent: true })
      const stored = await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })
      expect(stored).toMatchObject({ status: 'pending_review', stripePaymentMethodId: 'pm_card_amex' })
      const record = await payload.find({ collection: 'stripe-events', where: { eventId: { equals: completed.id } }, overrideAccess: true })
      expect(record.docs[0]!.outcome).toBe(`sponsorship ${sponsorship.id} recorded`)

      // The same event queued a second time (a worker crash after commit) changes nothing.
      const replay = await payload.jobs.queue({ task: 'processStripeEvent', input: { eventId: completed.id, event: completed } })
      await payload.jobs.runByID({ id: replay.id, silent: true })
      const replayed = describeJob((await payload.findByID({ collection: 'payload-jobs', id: replay.id, depth: 0, overrideAccess: true })) as PayloadJob)
      expect(replayed.output).toEqual({ outcome: 'already processed' })
      // The thank-you page arriving after the webhook finds the work done.
      expect(await verifySponsorCheckout(sessionId)).toEqual({ ok: true, data: { recorded: false } })
    })

    it('retries a job that failed, and applies the event on the retry', async () => {
      const { sessionId, sponsorship } = await checkout()
      stripe.completeCheckout(sessionId)
      const completed = event('checkout.session.completed', { ...stripe.sessions.get(sessionId) })
      stripe.failNext('GET', new RegExp(`/v1/checkout/sessions/${sessionId}$`))
      const first = await deliverAndRun(completed)
      expect(first.state).toBe('retrying')
      expect(first.error).toMatch(/Simulated outage/)
      expect((await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })).status).toBe('awaiting_payment_method')
      const record = await payload.find({ collection: 'stripe-events', where: { eventId: { equals: completed.id } }, overrideAccess: true })
      expect(record.docs[0]!.outcome ?? null).toBeNull()

      const [job] = await jobFor(completed.id)
      await payload.jobs.runByID({ id: job!.id, silent: true })
      const second = describeJob((await payload.findByID({ collection: 'payload-jobs', id: job!.id, depth: 0, overrideAccess: true })) as PayloadJob)
      expect(second.state).toBe('succeeded')
      expect((await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })).status).toBe('pending_review')
    })

    async function activeSponsorship() {
      const { sessionId, sponsorship } = await checkout()
      stripe.completeCheckout(sessionId)
      await verifySponsorCheckout(sessionId)
      await approveSponsorship(payload, { id: sponsorship.id, admin })
      return payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    }

    it('moves the placement to past due on a failed invoice and emails the vendor', async () => {
      const sponsorship = await activeSponsorship()
      sentMail = []
      const failed = event('invoice.payment_failed', {
        id: 'in_test_1',
        object: 'invoice',
        status: 'open',
        parent: { type: 'subscription_details', subscription_details: { subscription: sponsorship.stripeSubscriptionId } },
      })
      expect((await deliverAndRun(failed)).state).toBe('succeeded')
      const stored = await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })
      expect(stored.status).toBe('past_due')
      expect(sentMail).toEqual([{ to: sponsorship.contactEmail, subject: `Action needed: payment for ${sponsorship.toolName}'s featured placement` }])
    })

    it('ends the placement and unsponsors the tool once the subscription-deleted job runs', async () => {
      const sponsorship = await activeSponsorship()
      const deleted = event('customer.subscription.deleted', { id: sponsorship.stripeSubscriptionId, object: 'subscription', status: 'canceled' })
      const response = await webhook(signedWebhook(deleted))
      expect(response.status).toBe(200)
      const toolBefore = await payload.findByID({ collection: 'tools', id: sponsorship.tool as number, overrideAccess: true })
      expect(toolBefore.isSponsored).toBe(true)
      const [job] = await jobFor(deleted.id)
      await payload.jobs.runByID({ id: job!.id, silent: true })
      const stored = await payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
      expect(stored.status).toBe('cancelled')
      expect(stored.endedAt).toBeTruthy()
      const tool = await payload.findByID({ collection: 'tools', id: stored.tool as number, overrideAccess: true })
      expect(tool.isSponsored).toBe(false)
      expect(tool.sponsoredOrder).toBeNull()
    })
  })
})
