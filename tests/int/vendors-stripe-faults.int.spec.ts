import { describe, expect, it, vi } from 'vitest'

import { cardUpdateToken } from '@/domains/vendors/payments/card-update-link'
import { stripeClient } from '@/domains/vendors/payments/stripe-client'
import { submissionChargeKey } from '@/domains/vendors/payments/stripe-operations'
import { approveSubmission } from '@/features/listings/approve-submission'
import { saveUpdatedCard, startCardUpdate } from '@/features/listings/update-card'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { verifySponsorCheckout } from '@/features/sponsorships/verify-sponsor-checkout'

import { requestHeaders } from '../helpers/stripe-request-context'
import { DECLINED_PAYMENT_METHOD } from '../helpers/stripe-server'
import type { FaultOptions } from '../helpers/stripe-server/faults'
import { deliverAndRun, outcomeOf, runJob, stripeEvent } from '../helpers/stripe-webhooks'
import { stripeTestContext } from '../helpers/vendors-context'
import { startCheckout, submitWithCard } from '../helpers/vendors-stripe-flows'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = stripeTestContext()

/** Stripe did the work, the connection dropped before the answer arrived; the SDK retries. */
const ANSWER_LOST: FaultOptions = { mode: 'after-apply', dropConnection: true }
/** Stripe did the work, and the first try and both SDK retries (maxNetworkRetries: 2) got a 500. */
const ANSWER_LOST_EVERY_TRY: FaultOptions = { mode: 'after-apply', times: 3 }
/** Stripe failed before doing anything. */
const NOTHING_DONE: FaultOptions = { mode: 'before-apply' }

const UNCERTAIN = 'The payment may have gone through at Stripe; approving again will not charge twice.'
const CHARGE = /^\/v1\/payment_intents$/
const SUBSCRIBE = /^\/v1\/subscriptions$/

const chargesOf = (id: number) => ctx.stripe.madeFor('paymentIntents', 'submissionId', id)
const subscriptionsOf = (id: number) => ctx.stripe.madeFor('subscriptions', 'sponsorshipId', id)
const chargeAttempts = (id: number) =>
  ctx.stripe.find('POST', '/v1/payment_intents').filter((r) => (r.body.metadata as Record<string, string>)?.submissionId === String(id))
const subscriptionAttempts = (id: number) =>
  ctx.stripe.find('POST', '/v1/subscriptions').filter((r) => (r.body.metadata as Record<string, string>)?.sponsorshipId === String(id))
const subscriptionKey = (id: number) => `hirestack-sponsorship-${id}-subscription`
const submissionOf = (id: number) => ctx.payload.findByID({ collection: 'submissions', id, overrideAccess: true, depth: 0 })
const sponsorshipOf = (id: number) => ctx.payload.findByID({ collection: 'sponsorships', id, overrideAccess: true, depth: 0 })
const approve = (kind: 'submission' | 'sponsorship', id: number) =>
  kind === 'submission' ? approveSubmission(ctx.payload, { id, admin: ctx.admin }) : approveSponsorship(ctx.payload, { id, admin: ctx.admin })

/** A placement through Checkout and the thank-you page, waiting for review. */
async function placementInReview() {
  const { sessionId, sponsorship } = await startCheckout(ctx)
  ctx.stripe.completeCheckout(sessionId)
  await verifySponsorCheckout(sessionId)
  return sponsorship.id
}

describe('the Stripe test server', () => {
  it('replays the first answer to a repeated idempotency key and refuses the key with other parameters', async () => {
    const stripe = stripeClient()
    const before = ctx.stripe.customers.size
    const first = await stripe.customers.create({ email: 'same@example.test' }, { idempotencyKey: 'faults-same-key' })
    const again = await stripe.customers.create({ email: 'same@example.test' }, { idempotencyKey: 'faults-same-key' })
    expect(again.id).toBe(first.id)
    await expect(stripe.customers.create({ email: 'other@example.test' }, { idempotencyKey: 'faults-same-key' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    })
    expect(ctx.stripe.customers.size).toBe(before + 1)
  })
})

describe('the $97 listing charge when Stripe fails', () => {
  it('charges once when the answer is lost and the SDK retries with the same key', async () => {
    const { submissionId } = await submitWithCard(ctx)
    ctx.stripe.failNext('POST', CHARGE, ANSWER_LOST)
    expect(await approve('submission', submissionId)).toEqual({ ok: true, status: 'approved', message: 'Approved and $97 charged.' })
    // Two tries reached Stripe with the submission's own key; the second got the first one's answer.
    expect(chargeAttempts(submissionId).map((r) => r.idempotencyKey)).toEqual([submissionChargeKey(submissionId), submissionChargeKey(submissionId)])
    const [charge, ...more] = chargesOf(submissionId)
    expect(more).toHaveLength(0)
    const submission = await submissionOf(submissionId)
    expect(submission).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'succeeded', stripePaymentIntentId: charge!.id })
    const tool = await ctx.payload.findByID({ collection: 'tools', id: submission.tool as number, overrideAccess: true })
    expect(tool._status).toBe('published')
  })

  it('charges once when every try loses the answer: the admin is told, and approving again takes the charge up', async () => {
    const { submissionId } = await submitWithCard(ctx)
    ctx.stripe.failNext('POST', CHARGE, ANSWER_LOST_EVERY_TRY)
    const failed = await approve('submission', submissionId)
    expect(failed).toMatchObject({ ok: false, httpStatus: 502, message: expect.stringContaining(UNCERTAIN) })
    expect(await submissionOf(submissionId)).toMatchObject({ reviewStatus: 'pending', chargeStatus: 'not_charged', tool: null })
    expect(chargesOf(submissionId)).toMatchObject([{ status: 'succeeded', amount: 9700 }])

    expect(await approve('submission', submissionId)).toMatchObject({ ok: true, message: 'Approved and $97 charged.' })
    const [charge, ...more] = chargesOf(submissionId)
    expect(more).toHaveLength(0)
    expect(await submissionOf(submissionId)).toMatchObject({ chargeStatus: 'succeeded', stripePaymentIntentId: charge!.id })
    expect(new Set(chargeAttempts(submissionId).map((r) => r.idempotencyKey))).toEqual(new Set([submissionChargeKey(submissionId)]))
  })

  it('charges once when Stripe failed before charging: the admin is told, and approving again charges', async () => {
    const { submissionId } = await submitWithCard(ctx)
    ctx.stripe.failNext('POST', CHARGE, NOTHING_DONE)
    expect(await approve('submission', submissionId)).toMatchObject({ ok: false, httpStatus: 502, message: expect.stringContaining(UNCERTAIN) })
    expect(chargesOf(submissionId)).toHaveLength(0)
    expect(await submissionOf(submissionId)).toMatchObject({ reviewStatus: 'pending', chargeStatus: 'not_charged' })

    expect(await approve('submission', submissionId)).toMatchObject({ ok: true, message: 'Approved and $97 charged.' })
    expect(chargesOf(submissionId)).toHaveLength(1)
    // The failed try did not spend the key: the second try with it charged.
    expect(chargeAttempts(submissionId).map((r) => r.idempotencyKey)).toEqual([submissionChargeKey(submissionId), submissionChargeKey(submissionId)])
  })

  it('publishes the tool once the vendor tries again after the answer to their new card was lost, even with another card', async () => {
    const { submissionId, customerId } = await submitWithCard(ctx, DECLINED_PAYMENT_METHOD)
    await approve('submission', submissionId)
    const { stripePaymentIntentId: paymentIntentId } = await submissionOf(submissionId)
    const link = { submissionId, token: cardUpdateToken(ctx.payload, submissionId) }
    const newCard = async (paymentMethod: string) => {
      const started = await startCardUpdate(link)
      if (!started.ok) throw new Error(started.error)
      const setupIntentId = started.data.clientSecret.split('_secret_')[0]!
      ctx.stripe.confirmSetupIntent(setupIntentId, paymentMethod)
      return setupIntentId
    }
    const confirmPath = `/v1/payment_intents/${paymentIntentId}/confirm`

    const goodCard = await newCard('pm_card_visa')
    ctx.stripe.failNext('POST', new RegExp(`^${confirmPath}$`), ANSWER_LOST_EVERY_TRY)
    expect(await saveUpdatedCard({ ...link, setupIntentId: goodCard })).toMatchObject({ ok: false })
    expect(ctx.stripe.paymentIntents.get(paymentIntentId!)).toMatchObject({ status: 'succeeded', payment_method: 'pm_card_visa', customer: customerId })
    expect(new Set(ctx.stripe.find('POST', confirmPath).map((r) => r.idempotencyKey))).toEqual(new Set([submissionChargeKey(submissionId, goodCard)]))

    // The vendor, not knowing the card was charged, saves yet another card: it is not charged.
    const otherCard = await newCard('pm_card_mastercard')
    ctx.sentMail = []
    expect(await saveUpdatedCard({ ...link, setupIntentId: otherCard })).toMatchObject({ ok: true })
    expect(ctx.stripe.paymentIntents.get(paymentIntentId!)).toMatchObject({ status: 'succeeded', payment_method: 'pm_card_visa' })
    expect(chargesOf(submissionId)).toHaveLength(1)
    const settled = await submissionOf(submissionId)
    expect(settled).toMatchObject({ chargeStatus: 'succeeded', stripePaymentIntentId: paymentIntentId, chargeError: null })
    const live = await ctx.payload.find({ collection: 'tools', where: { id: { equals: settled.tool } }, overrideAccess: false })
    expect(live.docs[0]?._status).toBe('published')
    expect(ctx.sentMail).toMatchObject([{ subject: expect.stringContaining('is now listed on HireStack') }])
  })
})

describe('the featured-placement subscription when Stripe fails', () => {
  it('starts one subscription when the answer is lost and the SDK retries with the same key', async () => {
    const id = await placementInReview()
    ctx.stripe.failNext('POST', SUBSCRIBE, ANSWER_LOST)
    expect(await approve('sponsorship', id)).toEqual({ ok: true, status: 'active', message: 'Approved; the subscription has started.' })
    expect(subscriptionAttempts(id).map((r) => r.idempotencyKey)).toEqual([subscriptionKey(id), subscriptionKey(id)])
    const [subscription, ...more] = subscriptionsOf(id)
    expect(more).toHaveLength(0)
    expect(await sponsorshipOf(id)).toMatchObject({ status: 'active', stripeSubscriptionId: subscription!.id })
  })

  it('starts one subscription when every try loses the answer: the admin is told, and approving again takes it up', async () => {
    const id = await placementInReview()
    ctx.stripe.failNext('POST', SUBSCRIBE, ANSWER_LOST_EVERY_TRY)
    expect(await approve('sponsorship', id)).toMatchObject({ ok: false, httpStatus: 502, message: expect.stringContaining(UNCERTAIN) })
    expect(await sponsorshipOf(id)).toMatchObject({ status: 'pending_review', stripeSubscriptionId: null })
    expect(subscriptionsOf(id)).toHaveLength(1)

    expect(await approve('sponsorship', id)).toMatchObject({ ok: true, status: 'active' })
    const [subscription, ...more] = subscriptionsOf(id)
    expect(more).toHaveLength(0)
    expect(await sponsorshipOf(id)).toMatchObject({ status: 'active', stripeSubscriptionId: subscription!.id })
    expect(new Set(subscriptionAttempts(id).map((r) => r.idempotencyKey))).toEqual(new Set([subscriptionKey(id)]))
  })

  it('starts one subscription when Stripe failed before starting it: the admin is told, and approving again starts it', async () => {
    const id = await placementInReview()
    ctx.stripe.failNext('POST', SUBSCRIBE, NOTHING_DONE)
    expect(await approve('sponsorship', id)).toMatchObject({ ok: false, httpStatus: 502, message: expect.stringContaining(UNCERTAIN) })
    expect(subscriptionsOf(id)).toHaveLength(0)
    expect(await approve('sponsorship', id)).toMatchObject({ ok: true, status: 'active' })
    expect(subscriptionsOf(id)).toHaveLength(1)
    expect(subscriptionAttempts(id).map((r) => r.idempotencyKey)).toEqual([subscriptionKey(id), subscriptionKey(id)])
  })
})

describe('the webhook job when Stripe fails', () => {
  it('retries a checkout job whose Stripe reads were lost, records the card once, and the placement then bills once', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId)
    const completed = stripeEvent('checkout.session.completed', { ...ctx.stripe.sessions.get(sessionId) })
    ctx.stripe.failNext('GET', new RegExp(`/v1/checkout/sessions/${sessionId}$`), { ...ANSWER_LOST, times: 3 })
    const first = await deliverAndRun(ctx.payload, completed)
    // What the admin's job list shows: the job will be tried again, and why.
    expect(first).toMatchObject({ state: 'retrying', error: expect.stringMatching(/connection|socket|hang up/i) })
    expect(await sponsorshipOf(sponsorship.id)).toMatchObject({ status: 'awaiting_payment_method' })
    expect(await outcomeOf(ctx.payload, completed.id)).toBeNull()

    expect((await runJob(ctx.payload, first.jobId)).state).toBe('succeeded')
    expect(await outcomeOf(ctx.payload, completed.id)).toBe(`sponsorship ${sponsorship.id} recorded`)
    expect(await sponsorshipOf(sponsorship.id)).toMatchObject({ status: 'pending_review', stripePaymentMethodId: 'pm_card_visa' })

    ctx.stripe.failNext('POST', SUBSCRIBE, ANSWER_LOST)
    expect(await approve('sponsorship', sponsorship.id)).toMatchObject({ ok: true, status: 'active' })
    const [subscription, ...more] = subscriptionsOf(sponsorship.id)
    expect(more).toHaveLength(0)
    expect(subscriptionAttempts(sponsorship.id).map((r) => r.idempotencyKey)).toEqual([subscriptionKey(sponsorship.id), subscriptionKey(sponsorship.id)])
    // Stripe's invoice.paid for the first month, delivered after the approval, changes nothing.
    const invoice = ctx.stripe.invoices.get(String(subscription!.latest_invoice))!
    const paid = await deliverAndRun(ctx.payload, stripeEvent('invoice.paid', invoice))
    expect(paid.state).toBe('succeeded')
    expect(subscriptionsOf(sponsorship.id)).toHaveLength(1)
    expect(await sponsorshipOf(sponsorship.id)).toMatchObject({ status: 'active', stripeSubscriptionId: subscription!.id })
  })
})
