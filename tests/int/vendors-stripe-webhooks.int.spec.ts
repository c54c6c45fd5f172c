import { describe, expect, it, vi } from 'vitest'

import { startSubscription } from '@/domains/vendors/payments/stripe-placements'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { verifySponsorCheckout } from '@/features/sponsorships/verify-sponsor-checkout'

import { requestHeaders } from '../helpers/stripe-request-context'
import { DECLINED_PAYMENT_METHOD } from '../helpers/stripe-server'
import { deliverAndRun, jobsFor, outcomeOf, runJob, signedWebhook, stripeEvent, webhook } from '../helpers/stripe-webhooks'
import { stripeTestContext } from '../helpers/vendors-context'
import { approvedSponsorship, startCheckout } from '../helpers/vendors-stripe-flows'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = stripeTestContext()

/** An invoice event as Stripe sends it for a subscription: its id and metadata under `parent`. */
const invoiceEvent = (type: 'invoice.paid' | 'invoice.payment_failed', subscription: Record<string, unknown>, status = 'open') =>
  stripeEvent(type, {
    id: `in_test_${Date.now()}`,
    object: 'invoice',
    status,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
  })

const subscriptionOf = (id: string | null | undefined) => ctx.stripe.subscriptions.get(String(id))!

describe('Stripe webhooks', () => {
  it('answers 400 to a missing or bad signature and records nothing', async () => {
    const body = JSON.stringify(stripeEvent('checkout.session.completed', {}))
    const missing = await webhook(new Request('http://127.0.0.1/api/stripe/webhooks', { method: 'POST', body }))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Missing Stripe-Signature header' })
    const badEvent = stripeEvent('checkout.session.completed', {})
    const bad = await webhook(signedWebhook(badEvent, 'whsec_wrong'))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Invalid signature' })
    expect((await ctx.payload.count({ collection: 'stripe-events', where: { eventId: { equals: badEvent.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await jobsFor(ctx.payload, badEvent.id)).toHaveLength(0)
  })

  it('records a delivered event once, queues one job and answers before the work is done', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId, 'pm_card_amex')
    const completed = stripeEvent('checkout.session.completed', { ...ctx.stripe.sessions.get(sessionId) })
    const deliveries = await Promise.all([webhook(signedWebhook(completed)), webhook(signedWebhook(completed))])
    expect(deliveries.map((r) => r.status)).toEqual([200, 200])
    const again = await webhook(signedWebhook(completed))
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect((await ctx.payload.count({ collection: 'stripe-events', where: { eventId: { equals: completed.id } }, overrideAccess: true })).totalDocs).toBe(1)
    const jobs = await jobsFor(ctx.payload, completed.id)
    expect(jobs).toHaveLength(1)
    // Answered, not yet applied: the job does the work.
    expect((await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })).status).toBe('awaiting_payment_method')

    await runJob(ctx.payload, jobs[0]!.id)
    const stored = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'pending_review', stripePaymentMethodId: 'pm_card_amex' })
    expect(await outcomeOf(ctx.payload, completed.id)).toBe(`sponsorship ${sponsorship.id} recorded`)

    // The same event queued a second time (a worker crash after commit) changes nothing.
    const replay = await ctx.payload.jobs.queue({ task: 'processStripeEvent', input: { eventId: completed.id, event: completed } })
    expect((await runJob(ctx.payload, replay.id)).output).toEqual({ outcome: 'already processed' })
    // The thank-you page arriving after the webhook finds the work done.
    expect(await verifySponsorCheckout(sessionId)).toEqual({ ok: true, data: { recorded: false } })
  })

  it('retries a job that failed, and applies the event on the retry', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId)
    const completed = stripeEvent('checkout.session.completed', { ...ctx.stripe.sessions.get(sessionId) })
    ctx.stripe.failNext('GET', new RegExp(`/v1/checkout/sessions/${sessionId}$`))
    const first = await deliverAndRun(ctx.payload, completed)
    expect(first.state).toBe('retrying')
    expect(first.error).toMatch(/Simulated outage/)
    expect((await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })).status).toBe('awaiting_payment_method')
    expect(await outcomeOf(ctx.payload, completed.id)).toBeNull()

    expect((await runJob(ctx.payload, first.jobId)).state).toBe('succeeded')
    expect((await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true })).status).toBe('pending_review')
  })

  it('moves the placement to past due on a failed invoice and emails the vendor; a paid invoice restores it', async () => {
    const { sponsorship } = await approvedSponsorship(ctx)
    ctx.sentMail = []
    const subscription = subscriptionOf(sponsorship.stripeSubscriptionId)
    expect((await deliverAndRun(ctx.payload, invoiceEvent('invoice.payment_failed', subscription))).state).toBe('succeeded')
    const pastDue = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(pastDue.status).toBe('past_due')
    expect(ctx.sentMail).toMatchObject([{ to: sponsorship.contactEmail, subject: `Action needed: payment for ${sponsorship.toolName}'s featured placement` }])

    const paid = invoiceEvent('invoice.paid', subscription, 'paid')
    expect((await deliverAndRun(ctx.payload, paid)).state).toBe('succeeded')
    expect(await outcomeOf(ctx.payload, paid.id)).toBe(`sponsorship ${sponsorship.id} active again`)
    const restored = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(restored).toMatchObject({ status: 'active', sponsoredOrder: sponsorship.sponsoredOrder, startedAt: sponsorship.startedAt })
    expect((await ctx.payload.findByID({ collection: 'tools', id: restored.tool as number, overrideAccess: true })).isSponsored).toBe(true)
  })

  it('puts a placement live once the invoice of its declined first payment is paid', async () => {
    const { sponsorship } = await approvedSponsorship(ctx, DECLINED_PAYMENT_METHOD)
    expect(sponsorship.status).toBe('payment_failed')
    const subscription = subscriptionOf(sponsorship.stripeSubscriptionId)
    // Stripe reports the failed first invoice too; the vendor already has the email about it.
    ctx.sentMail = []
    const failed = invoiceEvent('invoice.payment_failed', subscription)
    await deliverAndRun(ctx.payload, failed)
    expect(await outcomeOf(ctx.payload, failed.id)).toBe('sponsorship is payment_failed')
    expect(ctx.sentMail).toHaveLength(0)

    const invoice = ctx.stripe.payInvoice(String(subscription.id))
    const paid = stripeEvent('invoice.paid', invoice)
    expect((await deliverAndRun(ctx.payload, paid)).state).toBe('succeeded')
    expect(await outcomeOf(ctx.payload, paid.id)).toBe(`sponsorship ${sponsorship.id} active after its first payment`)
    const live = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(live).toMatchObject({ status: 'active', stripeSubscriptionId: subscription.id })
    expect(live.startedAt).toBeTruthy()
    const tool = await ctx.payload.findByID({ collection: 'tools', id: live.tool as number, overrideAccess: true })
    expect(tool).toMatchObject({ name: sponsorship.toolName, isSponsored: true, sponsoredOrder: live.sponsoredOrder, _status: 'published' })
    expect(ctx.sentMail).toMatchObject([{ to: sponsorship.contactEmail, subject: `${sponsorship.toolName} is now featured on HireStack` }])
  })

  it('ends a placement whose first invoice was never paid when Stripe expires the subscription, without a "placement ended" email', async () => {
    const { sponsorship } = await approvedSponsorship(ctx, DECLINED_PAYMENT_METHOD)
    ctx.sentMail = []
    const subscription = { ...subscriptionOf(sponsorship.stripeSubscriptionId), status: 'incomplete_expired' }
    const expired = stripeEvent('customer.subscription.updated', subscription)
    expect((await deliverAndRun(ctx.payload, expired)).state).toBe('succeeded')
    const ended = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(ended.status).toBe('cancelled')
    expect(ctx.sentMail).toHaveLength(0)
    const renewed = stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' })
    await deliverAndRun(ctx.payload, renewed)
    expect(await outcomeOf(ctx.payload, renewed.id)).toBe('ignored: subscription active')
  })

  it('retries an event that arrives before the approval that started its subscription has committed', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId)
    await verifySponsorCheckout(sessionId)
    const pending = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    // Stripe has the subscription; the approval's transaction has not recorded it yet.
    const started = await startSubscription({
      sponsorshipId: pending.id,
      customerId: pending.stripeCustomerId!,
      paymentMethodId: pending.stripePaymentMethodId!,
      plan: pending.plan,
    })
    const cancelled = stripeEvent('customer.subscription.deleted', { ...subscriptionOf(started.subscriptionId), status: 'canceled' })
    const early = await deliverAndRun(ctx.payload, cancelled)
    expect(early.state).toBe('retrying')
    expect(early.error).toContain(`Sponsorship ${sponsorship.id} has not recorded ${started.subscriptionId} yet`)
    expect(await outcomeOf(ctx.payload, cancelled.id)).toBeNull()

    expect(await approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    expect((await runJob(ctx.payload, early.jobId)).state).toBe('succeeded')
    expect(await outcomeOf(ctx.payload, cancelled.id)).toBe(`sponsorship ${sponsorship.id} cancelled`)
    const ended = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(ended).toMatchObject({ status: 'cancelled', stripeSubscriptionId: started.subscriptionId })
  })

  it('records an event about a subscription that is not a placement as such, without retrying', async () => {
    const foreign = stripeEvent('invoice.payment_failed', {
      id: 'in_test_foreign',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_elsewhere', metadata: {} } },
    })
    expect((await deliverAndRun(ctx.payload, foreign)).state).toBe('succeeded')
    expect(await outcomeOf(ctx.payload, foreign.id)).toBe('no sponsorship for sub_test_elsewhere')
  })

  it('ends the placement and unsponsors the tool once the subscription-deleted job runs', async () => {
    const { sponsorship } = await approvedSponsorship(ctx)
    const deleted = stripeEvent('customer.subscription.deleted', { ...subscriptionOf(sponsorship.stripeSubscriptionId), status: 'canceled' })
    const response = await webhook(signedWebhook(deleted))
    expect(response.status).toBe(200)
    expect((await ctx.payload.findByID({ collection: 'tools', id: sponsorship.tool as number, overrideAccess: true })).isSponsored).toBe(true)
    ctx.sentMail = []
    const [job] = await jobsFor(ctx.payload, deleted.id)
    await runJob(ctx.payload, job!.id)
    const stored = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(stored.status).toBe('cancelled')
    expect(stored.endedAt).toBeTruthy()
    const tool = await ctx.payload.findByID({ collection: 'tools', id: stored.tool as number, overrideAccess: true })
    expect(tool.isSponsored).toBe(false)
    expect(tool.sponsoredOrder).toBeNull()
    expect(ctx.sentMail).toMatchObject([{ to: sponsorship.contactEmail, subject: `${sponsorship.toolName}'s featured placement has ended` }])
  })
})
