import { describe, expect, it, vi } from 'vitest'

import { SPONSORSHIP_BEING_STARTED, SUBMISSION_BEING_CHARGED } from '@/domains/vendors/payments/billing-claim'
import { cardUpdateToken } from '@/domains/vendors/payments/card-update-link'
import { approveSubmission } from '@/features/listings/approve-submission'
import { rejectSubmission } from '@/features/listings/reject-submission'
import { saveUpdatedCard, startCardUpdate } from '@/features/listings/update-card'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { rejectSponsorship } from '@/features/sponsorships/reject-sponsorship'
import { verifySponsorCheckout } from '@/features/sponsorships/verify-sponsor-checkout'

import { requestHeaders } from '../helpers/stripe-request-context'
import { DECLINED_PAYMENT_METHOD } from '../helpers/stripe-server'
import { deliverAndRun, outcomeOf, stripeEvent } from '../helpers/stripe-webhooks'
import { stripeTestContext } from '../helpers/vendors-context'
import { startCheckout, submitWithCard } from '../helpers/vendors-stripe-flows'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = stripeTestContext()

const CHARGE = /^\/v1\/payment_intents$/
const SUBSCRIBE = /^\/v1\/subscriptions$/
/** A write that waits on a row lock held over a Stripe call would take until Stripe answers. */
const PROMPTLY_MS = 2_000

/** The result of `work`, or a rejection when it takes longer than `ms`: a write blocked by a lock. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still blocked after ${ms} ms`)), ms))])
}

const chargesOf = (id: number) => ctx.stripe.madeFor('paymentIntents', 'submissionId', id)
const subscriptionsOf = (id: number) => ctx.stripe.madeFor('subscriptions', 'sponsorshipId', id)
const submissionOf = (id: number) => ctx.payload.findByID({ collection: 'submissions', id, overrideAccess: true, depth: 0 })
const sponsorshipOf = (id: number) => ctx.payload.findByID({ collection: 'sponsorships', id, overrideAccess: true, depth: 0 })
const mailTo = (to: string) => ctx.sentMail.filter((mail) => mail.to === to).map((mail) => mail.subject)
const reason = 'Not an AI recruiting tool.'

describe('an approval while Stripe does not answer', () => {
  it('holds no lock over the $97 charge: other writes go through, a second approval is refused, and the charge is made once', async () => {
    const { submissionId, values } = await submitWithCard(ctx)
    const other = await submitWithCard(ctx)
    const hang = ctx.stripe.hangNext('POST', CHARGE)
    const approval = approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin })
    await hang.reached

    expect(await submissionOf(submissionId)).toMatchObject({ reviewStatus: 'pending', chargeStatus: 'charging' })
    // The same row: an admin corrects the description while the card is being charged.
    const edited = `${values.description} Corrected while charging.`
    await within(PROMPTLY_MS, ctx.payload.update({ collection: 'submissions', id: submissionId, data: { description: edited }, overrideAccess: true }))
    // A second admin (or a double click) is told what is going on; nothing is charged or changed.
    expect(await within(PROMPTLY_MS, approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin }))).toEqual({
      ok: false,
      httpStatus: 409,
      status: 'charging',
      message: SUBMISSION_BEING_CHARGED,
    })
    expect(await within(PROMPTLY_MS, rejectSubmission(ctx.payload, { id: submissionId, admin: ctx.admin, reason }))).toMatchObject({
      ok: false,
      httpStatus: 409,
      message: SUBMISSION_BEING_CHARGED,
    })
    // Another row: its own approval, charge included, is not held up either.
    expect(await within(2 * PROMPTLY_MS, approveSubmission(ctx.payload, { id: other.submissionId, admin: ctx.admin }))).toMatchObject({
      ok: true,
      message: 'Approved and $97 charged.',
    })

    hang.release()
    expect(await approval).toEqual({ ok: true, status: 'approved', message: 'Approved and $97 charged.' })
    const [charge, ...more] = chargesOf(submissionId)
    expect(more).toHaveLength(0)
    const approved = await submissionOf(submissionId)
    expect(approved).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'succeeded', stripePaymentIntentId: charge!.id })
    const tool = await ctx.payload.findByID({ collection: 'tools', id: approved.tool as number, overrideAccess: true })
    // The outcome is written from the row as it is after the charge, the admin's correction included.
    expect(tool).toMatchObject({ _status: 'published', description: edited })
    expect(mailTo(values.contactEmail)).toEqual([`${values.name} is now listed on HireStack`])
    expect(mailTo(other.values.contactEmail)).toEqual([`${other.values.name} is now listed on HireStack`])
  })

  it('holds no lock over the subscription: the row can be written, a second approval is refused, one subscription starts', async () => {
    const { sessionId, sponsorship, values } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId)
    await verifySponsorCheckout(sessionId)
    const hang = ctx.stripe.hangNext('POST', SUBSCRIBE)
    const approval = approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })
    await hang.reached

    expect(await sponsorshipOf(sponsorship.id)).toMatchObject({ status: 'activating' })
    await within(PROMPTLY_MS, ctx.payload.update({ collection: 'sponsorships', id: sponsorship.id, data: { companyName: 'Renamed Co' }, overrideAccess: true }))
    expect(await within(PROMPTLY_MS, approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin }))).toEqual({
      ok: false,
      httpStatus: 409,
      status: 'activating',
      message: SPONSORSHIP_BEING_STARTED,
    })
    expect(await within(PROMPTLY_MS, rejectSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin, reason }))).toMatchObject({
      ok: false,
      message: SPONSORSHIP_BEING_STARTED,
    })

    hang.release()
    expect(await approval).toEqual({ ok: true, status: 'active', message: 'Approved; the subscription has started.' })
    const [subscription, ...more] = subscriptionsOf(sponsorship.id)
    expect(more).toHaveLength(0)
    expect(await sponsorshipOf(sponsorship.id)).toMatchObject({ status: 'active', companyName: 'Renamed Co', stripeSubscriptionId: subscription!.id })
    expect(mailTo(values.contactEmail)).toEqual([`${values.toolName} is now featured on HireStack`])
  })

  it('treats a claim left by a process that died mid-charge as resumable: approving again charges once', async () => {
    const { submissionId } = await submitWithCard(ctx)
    const hang = ctx.stripe.hangNext('POST', CHARGE)
    const approval = approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin })
    await hang.reached
    // Ten minutes on, as if that process had died: the claim is stale.
    const later = Date.now() + 11 * 60_000
    const now = vi.spyOn(Date, 'now').mockReturnValue(later)
    try {
      expect(await within(2 * PROMPTLY_MS, approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin }))).toMatchObject({
        ok: true,
        message: 'Approved and $97 charged.',
      })
    } finally {
      now.mockRestore()
    }
    hang.release()
    // The first one's answer arrives late: the same charge (same idempotency key), already recorded.
    expect(await approval).toMatchObject({ ok: false, httpStatus: 409, message: 'This submission is already approved.' })
    expect(chargesOf(submissionId)).toHaveLength(1)
    expect(await submissionOf(submissionId)).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'succeeded' })
    expect(ctx.sentMail).toHaveLength(1)
  })
})

describe('a card retry while Stripe does not answer', () => {
  it('holds no lock: the row can be written, the double click waits for the first try, and the fee is paid once', async () => {
    const { submissionId, values } = await submitWithCard(ctx, DECLINED_PAYMENT_METHOD)
    await approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin })
    const { stripePaymentIntentId } = await submissionOf(submissionId)
    const link = { submissionId, token: cardUpdateToken(ctx.payload, submissionId) }
    const started = await startCardUpdate(link)
    if (!started.ok) throw new Error(started.error)
    const setupIntentId = started.data.clientSecret.split('_secret_')[0]!
    ctx.stripe.confirmSetupIntent(setupIntentId, 'pm_card_visa')
    const confirmPath = `/v1/payment_intents/${stripePaymentIntentId}/confirm`
    const hang = ctx.stripe.hangNext('POST', new RegExp(`^${confirmPath}$`))
    ctx.sentMail = []

    const first = saveUpdatedCard({ ...link, setupIntentId })
    await hang.reached
    expect(await submissionOf(submissionId)).toMatchObject({ chargeStatus: 'charging' })
    await within(PROMPTLY_MS, ctx.payload.update({ collection: 'submissions', id: submissionId, data: { features: 'Scorecards' }, overrideAccess: true }))
    const doubleClick = saveUpdatedCard({ ...link, setupIntentId })
    hang.release()
    expect(await Promise.all([first, doubleClick])).toEqual([
      { ok: true, data: { toolSlug: expect.any(String) } },
      { ok: true, data: { toolSlug: expect.any(String) } },
    ])
    // One confirmation for the new card: the double click waited for its outcome instead of sending another.
    expect(ctx.stripe.find('POST', confirmPath)).toHaveLength(1)
    expect(await submissionOf(submissionId)).toMatchObject({ chargeStatus: 'succeeded', stripePaymentMethodId: 'pm_card_visa' })
    expect(mailTo(values.contactEmail)).toEqual([`${values.name} is now listed on HireStack`])
  })
})

describe('a Stripe event job while Stripe does not answer', () => {
  it('reads the Checkout Session before locking the event: the same event run again is not held up', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId)
    const completed = stripeEvent('checkout.session.completed', { ...ctx.stripe.sessions.get(sessionId) })
    const hang = ctx.stripe.hangNext('GET', new RegExp(`/v1/checkout/sessions/${sessionId}$`))
    const slow = deliverAndRun(ctx.payload, completed)
    await hang.reached
    // A doubled run of the same event (a second worker) reads Stripe itself and applies it.
    const { applyStripeEvent } = await import('@/domains/vendors/payments/apply-stripe-event')
    expect(await within(2 * PROMPTLY_MS, applyStripeEvent(ctx.payload, completed as never))).toBe(`sponsorship ${sponsorship.id} recorded`)
    hang.release()
    expect((await slow).state).toBe('succeeded')
    expect(await outcomeOf(ctx.payload, completed.id)).toBe(`sponsorship ${sponsorship.id} recorded`)
    expect(await sponsorshipOf(sponsorship.id)).toMatchObject({ status: 'pending_review', stripePaymentMethodId: 'pm_card_visa' })
  })
})
