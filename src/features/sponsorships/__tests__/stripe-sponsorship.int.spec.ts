import { describe, expect, it, vi } from 'vitest'

import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { openBillingPortal } from '@/features/sponsorships/open-billing-portal'
import { NOT_YOUR_TOOL } from '@/features/sponsorships/sponsorship-request'
import { startSponsorCheckout } from '@/features/sponsorships/start-sponsor-checkout'
import { verifySponsorCheckout } from '@/features/sponsorships/verify-sponsor-checkout'
import { createTool, createUser } from '@tests/helpers/factories'
import { requestHeaders, signedOut } from '@tests/helpers/stripe-request-context'
import { DECLINED_PAYMENT_METHOD } from '@tests/helpers/stripe-server'
import { BILLED_BUT_NOT_SAVED, stripeTestContext, whileTheQueueFails } from '@tests/helpers/vendors-context'
import { sponsorshipValues } from '@tests/helpers/vendors-request-values'
import { approvedSponsorship, startCheckout } from '@tests/helpers/vendors-stripe-flows'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = stripeTestContext()

const subscriptionsOf = (id: number) => ctx.stripe.madeFor('subscriptions', 'sponsorshipId', id)

describe('feature-tool in Stripe mode', () => {
  it('creates a setup-mode Checkout Session for cards, carrying the sponsorship id', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    expect(sponsorship).toMatchObject({ status: 'awaiting_payment_method', billingMode: 'stripe', plan: 'premium', toolUrl: 'https://featured.example.com' })
    const request = ctx.stripe.find('POST', '/v1/checkout/sessions').at(-1)!
    expect(request.body).toMatchObject({
      mode: 'setup',
      allowed_payment_method_types: ['card'],
      metadata: { sponsorshipId: String(sponsorship.id), plan: 'premium' },
    })
    expect(String(request.body.success_url)).toMatch(/\/feature-tool\/thank-you\?session_id=\{CHECKOUT_SESSION_ID\}$/)
    expect(ctx.stripe.sessions.get(sessionId)?.metadata).toMatchObject({ sponsorshipId: String(sponsorship.id) })
  })

  it('rejects invalid sponsorship input with a message per field ("Please select a category"…) and creates nothing', async () => {
    const sessions = ctx.stripe.find('POST', '/v1/checkout/sessions').length
    const result = await startSponsorCheckout({ ...sponsorshipValues(), toolName: 'A', description: 'short', category: '' })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        toolName: 'Tool name must be at least 2 characters',
        description: 'Description must be at least 30 characters',
        category: 'Please select a category',
      },
    })
    expect(await startSponsorCheckout(null)).toMatchObject({ ok: false, error: 'Please check the highlighted fields.' })
    expect(ctx.stripe.find('POST', '/v1/checkout/sessions')).toHaveLength(sessions)
  })

  it("refuses to open Checkout for someone else's listed tool: no request, no Stripe call", async () => {
    const owner = await createUser(ctx.payload, ['vendor'])
    const theirs = await createTool(ctx.payload, { createdBy: owner.id })
    await ctx.signIn(await createUser(ctx.payload, ['vendor']))
    const sessions = ctx.stripe.find('POST', '/v1/checkout/sessions').length
    const values = sponsorshipValues({ toolId: theirs.id })
    expect(await startSponsorCheckout(values)).toEqual({ ok: false, error: NOT_YOUR_TOOL })
    expect(ctx.stripe.find('POST', '/v1/checkout/sessions')).toHaveLength(sessions)
    expect(await ctx.payload.count({ collection: 'sponsorships', where: { toolName: { in: [values.toolName, theirs.name] } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('takes over the same vendor\'s open request for the tool when Checkout is started again, on the same Customer', async () => {
    const values = sponsorshipValues()
    const first = await startCheckout(ctx, values)
    const customers = ctx.stripe.customers.size
    const again = await startCheckout(ctx, { ...values, toolName: values.toolName.toUpperCase(), plan: 'basic' })
    expect(again.sponsorship.id).toBe(first.sponsorship.id)
    expect(again.sessionId).not.toBe(first.sessionId)
    expect(again.sponsorship).toMatchObject({ plan: 'basic', stripeCustomerId: first.sponsorship.stripeCustomerId, status: 'awaiting_payment_method' })
    expect(ctx.stripe.customers.size).toBe(customers)
    const open = await ctx.payload.count({
      collection: 'sponsorships',
      where: { contactEmail: { equals: values.contactEmail }, status: { equals: 'awaiting_payment_method' } },
      overrideAccess: true,
    })
    expect(open.totalDocs).toBe(1)

    // The first tab's session, finished after all, still names this request and its Customer.
    ctx.stripe.completeCheckout(first.sessionId)
    expect(await verifySponsorCheckout(first.sessionId)).toEqual({ ok: true, data: { recorded: true } })
    // Once the card is saved the request is in review; a new attempt starts a new one.
    const third = await startCheckout(ctx, values)
    expect(third.sponsorship.id).not.toBe(first.sponsorship.id)
  })

  it('keeps a signed-in vendor\'s open request apart from an anonymous one with the same email', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'])
    const values = sponsorshipValues()
    const anonymous = await startCheckout(ctx, values)
    await ctx.signIn(vendor)
    const signedIn = await startCheckout(ctx, values)
    expect(signedIn.sponsorship.id).not.toBe(anonymous.sponsorship.id)
    expect(signedIn.sponsorship.user).toBe(vendor.id)
  })

  it('verifies the session on the thank-you page, then starts the subscription at approval', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    expect(await verifySponsorCheckout(sessionId)).toEqual({ ok: false, code: 'error', error: 'There was an issue verifying your payment. Please contact support.' })
    expect(await verifySponsorCheckout('not-a-session')).toMatchObject({ ok: false, code: 'invalid', error: 'Invalid checkout session' })
    ctx.stripe.completeCheckout(sessionId, 'pm_card_mastercard')
    expect(await verifySponsorCheckout(sessionId)).toEqual({ ok: true, data: { recorded: true } })
    const pending = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(pending).toMatchObject({ status: 'pending_review', stripePaymentMethodId: 'pm_card_mastercard' })

    expect(await approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })).toEqual({
      ok: true,
      status: 'active',
      message: 'Approved; the subscription has started.',
    })
    const subscription = ctx.stripe.find('POST', '/v1/subscriptions').at(-1)!
    expect(subscription.body).toMatchObject({
      customer: pending.stripeCustomerId,
      default_payment_method: 'pm_card_mastercard',
      payment_settings: { payment_method_types: ['card'] },
      metadata: { sponsorshipId: String(sponsorship.id) },
    })
    const price = ctx.stripe.find('POST', '/v1/prices').find((r) => r.body.lookup_key === 'hirestack_featured_premium_monthly')
    expect(price?.body).toMatchObject({ unit_amount: '50000', currency: 'usd', recurring: { interval: 'month' } })
    const active = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(active.status).toBe('active')
    expect(active.stripeSubscriptionId).toBe(subscriptionsOf(sponsorship.id)[0]!.id)
    const tool = await ctx.payload.findByID({ collection: 'tools', id: active.tool as number, overrideAccess: true })
    expect(tool).toMatchObject({ isSponsored: true, sponsoredOrder: active.sponsoredOrder, validationStatus: 'pending', contentStatus: 'pending' })
    expect(ctx.sentMail.at(-1)?.subject).toBe(`${sponsorship.toolName} is now featured on HireStack`)
    expect(await approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })).toMatchObject({ ok: false, httpStatus: 409 })
    expect(subscriptionsOf(sponsorship.id)).toHaveLength(1)
  })

  it('keeps a placement whose first payment is declined out of active, and emails the vendor the invoice to pay', async () => {
    const { review, sponsorship } = await approvedSponsorship(ctx, DECLINED_PAYMENT_METHOD)
    const [subscription] = subscriptionsOf(sponsorship.id)
    expect(subscription).toMatchObject({ status: 'incomplete' })
    expect(review).toEqual({
      ok: true,
      status: 'payment_failed',
      message:
        'Approved, but Stripe could not collect the first payment (subscription incomplete). The vendor was emailed the invoice to pay with another card; the placement goes live once it is paid.',
    })
    expect(sponsorship).toMatchObject({ status: 'payment_failed', stripeSubscriptionId: subscription!.id, tool: null, sponsoredOrder: null })
    const listed = await ctx.payload.count({ collection: 'tools', where: { name: { equals: sponsorship.toolName } }, overrideAccess: true })
    expect(listed.totalDocs).toBe(0)
    const invoice = ctx.stripe.invoices.get(String(subscription!.latest_invoice))!
    expect(ctx.sentMail).toMatchObject([{ to: sponsorship.contactEmail, subject: `Action needed: first payment for ${sponsorship.toolName}'s featured placement` }])
    expect(ctx.sentMail[0]!.text).toContain(`Pay the invoice: ${String(invoice.hosted_invoice_url)}`)
    expect(await approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })).toMatchObject({ ok: false, httpStatus: 409 })
  })

  it('tells the admin the truth when the approval fails after the subscription started, and approving again starts no second one', async () => {
    const { sessionId, sponsorship } = await startCheckout(ctx)
    ctx.stripe.completeCheckout(sessionId)
    await verifySponsorCheckout(sessionId)
    // The new listing's enrichment cannot be queued: everything written rolls back.
    const failed = await whileTheQueueFails(ctx, () => approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin }))
    expect(failed).toMatchObject({ ok: false, httpStatus: 502, message: BILLED_BUT_NOT_SAVED })
    const rolledBack = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(rolledBack).toMatchObject({ status: 'pending_review', stripeSubscriptionId: null })
    expect(subscriptionsOf(sponsorship.id)).toHaveLength(1)

    ctx.stripe.forgetIdempotencyKeys()
    expect(await approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    expect(subscriptionsOf(sponsorship.id)).toHaveLength(1)
    const active = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
    expect(active.stripeSubscriptionId).toBe(subscriptionsOf(sponsorship.id)[0]!.id)
  })
})

describe('the billing portal in Stripe mode', () => {
  it('opens for the vendor who owns the placement, and for nobody else', async () => {
    const owner = await createUser(ctx.payload, ['vendor'])
    const other = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(owner)
    const { sponsorship } = await approvedSponsorship(ctx)
    const portal = await openBillingPortal({ kind: 'sponsorships', id: sponsorship.id })
    expect(portal).toEqual({ ok: true, data: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//) } })
    expect(ctx.stripe.find('POST', '/v1/billing_portal/sessions').at(-1)!.body).toMatchObject({
      customer: sponsorship.stripeCustomerId,
      return_url: expect.stringMatching(/\/account$/),
    })
    const opened = ctx.stripe.find('POST', '/v1/billing_portal/sessions').length

    await ctx.signIn(other)
    expect(await openBillingPortal({ kind: 'sponsorships', id: sponsorship.id })).toEqual({ ok: false, error: 'No billing account is linked to this listing.' })
    expect(await openBillingPortal({ kind: 'submissions', id: sponsorship.id })).toMatchObject({ ok: false, code: 'invalid', error: 'Invalid listing' })
    expect(await openBillingPortal({ kind: 'sponsorships', id: 2 ** 40 })).toMatchObject({ ok: false, code: 'invalid', error: 'Invalid listing' })
    signedOut()
    expect(await openBillingPortal({ kind: 'sponsorships', id: sponsorship.id })).toEqual({ ok: false, code: 'unauthenticated', error: 'Please sign in to manage billing.' })
    expect(ctx.stripe.find('POST', '/v1/billing_portal/sessions')).toHaveLength(opened)
  })
})
