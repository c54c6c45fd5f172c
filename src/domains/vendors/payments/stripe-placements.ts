import type Stripe from 'stripe'

import { siteUrl } from './config'
import { CURRENCY, PLANS, type PlanKey } from './plans'
import { relationId } from './relation-id'
import { CARD_ONLY, stripeClient } from './stripe-client'

/** The Stripe calls of the featured-placement flow: Checkout, the subscription, the billing portal. */

/** Checkout in setup mode for a sponsorship, on its Customer (made on the first attempt, reused on the next). */
export async function createSponsorCheckout(input: {
  sponsorshipId: number
  email: string
  toolName: string
  plan: PlanKey
  customerId?: string | null
}) {
  const stripe = stripeClient()
  const customerId =
    input.customerId ?? (await stripe.customers.create({ email: input.email, metadata: { toolName: input.toolName } })).id
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: CURRENCY,
    allowed_payment_method_types: CARD_ONLY,
    customer: customerId,
    success_url: `${siteUrl()}/feature-tool/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl()}/feature-tool`,
    metadata: { sponsorshipId: String(input.sponsorshipId), plan: input.plan },
    setup_intent_data: { metadata: { sponsorshipId: String(input.sponsorshipId) } },
  })
  if (!session.url) throw new Error('No checkout URL returned')
  return { checkoutUrl: session.url, sessionId: session.id, customerId }
}

export type CompletedCheckout = { sponsorshipId: number; customerId: string; paymentMethodId: string; sessionId: string }

/** A finished setup-mode Checkout Session, read back from Stripe (never trusted from the browser). */
export async function completedCheckout(sessionId: string): Promise<CompletedCheckout> {
  const session = await stripeClient().checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] })
  return checkoutDetails(session)
}

function checkoutDetails(session: Stripe.Checkout.Session): CompletedCheckout {
  const sponsorshipId = Number(session.metadata?.sponsorshipId)
  if (!Number.isInteger(sponsorshipId) || sponsorshipId < 1) throw new Error('Checkout session has no sponsorship')
  if (session.status !== 'complete') throw new Error('Checkout session is not complete')
  const customerId = relationId(session.customer)
  const intent = session.setup_intent
  const paymentMethodId = intent && typeof intent === 'object' ? relationId(intent.payment_method) : undefined
  if (!customerId) throw new Error('Checkout session has no customer')
  if (!paymentMethodId) throw new Error('No payment method returned from Stripe')
  return { sponsorshipId, customerId, paymentMethodId, sessionId: session.id }
}

async function priceFor(plan: PlanKey): Promise<string> {
  const stripe = stripeClient()
  const { lookupKey, monthlyCents, name } = PLANS[plan]
  const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
  if (existing.data[0]) return existing.data[0].id
  const price = await stripe.prices.create(
    {
      currency: CURRENCY,
      unit_amount: monthlyCents,
      recurring: { interval: 'month' },
      lookup_key: lookupKey,
      product_data: { name: `HireStack featured placement (${name})` },
    },
    { idempotencyKey: `hirestack-price-${lookupKey}` },
  )
  return price.id
}

/**
 * A started subscription. Only `active` and `trialing` mean the first month is paid; a declined
 * first payment leaves it `incomplete`, with an open invoice the vendor can pay with another card.
 */
export type StartedSubscription = { subscriptionId: string; status: Stripe.Subscription.Status; paid: boolean; invoiceUrl: string | null }

function started(subscription: Stripe.Subscription): StartedSubscription {
  const invoice = subscription.latest_invoice && typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    paid: subscription.status === 'active' || subscription.status === 'trialing',
    invoiceUrl: invoice?.hosted_invoice_url ?? null,
  }
}

/**
 * The subscription an earlier approval of this sponsorship started, if any: an approval whose
 * database writes failed rolls back, but the subscription stays at Stripe, and the next approval
 * takes it up instead of starting a second one (even after the idempotency key has expired).
 */
async function earlierSubscription(customerId: string, sponsorshipId: number): Promise<Stripe.Subscription | undefined> {
  const subscriptions = await stripeClient().subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 100,
    expand: ['data.latest_invoice'],
  })
  return subscriptions.data.find(
    (subscription) =>
      subscription.metadata?.sponsorshipId === String(sponsorshipId) &&
      subscription.status !== 'canceled' &&
      subscription.status !== 'incomplete_expired',
  )
}

/** Billing starts at approval: a monthly subscription on the card saved at checkout. */
export async function startSubscription(input: {
  sponsorshipId: number
  customerId: string
  paymentMethodId: string
  plan: PlanKey
}): Promise<StartedSubscription> {
  const earlier = await earlierSubscription(input.customerId, input.sponsorshipId)
  if (earlier) return started(earlier)
  const subscription = await stripeClient().subscriptions.create(
    {
      customer: input.customerId,
      items: [{ price: await priceFor(input.plan) }],
      default_payment_method: input.paymentMethodId,
      off_session: true,
      // Stripe's default, spelled out: a declined first payment still creates the subscription
      // (status `incomplete`) so its open invoice can be paid with another card.
      payment_behavior: 'allow_incomplete',
      payment_settings: { payment_method_types: CARD_ONLY },
      expand: ['latest_invoice'],
      metadata: { sponsorshipId: String(input.sponsorshipId), plan: input.plan },
    },
    { idempotencyKey: `hirestack-sponsorship-${input.sponsorshipId}-subscription` },
  )
  return started(subscription)
}

export async function createPortalSession(input: { customerId: string; returnPath: string }) {
  const session = await stripeClient().billingPortal.sessions.create({
    customer: input.customerId,
    return_url: `${siteUrl()}${input.returnPath}`,
  })
  return session.url
}
