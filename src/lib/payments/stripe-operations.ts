import type Stripe from 'stripe'

import { siteUrl } from './config'
import { CURRENCY, PLANS, type PlanKey, SUBMISSION_FEE_CENTS } from './plans'
import { stripeClient } from './stripe-client'

/** Every call HireStack makes to Stripe. Callers never touch the SDK directly. */

export async function createSetupIntent(input: { email: string; toolName: string }) {
  const customer = await stripeClient().customers.create({ email: input.email, metadata: { toolName: input.toolName } })
  return setupIntentFor({ customerId: customer.id, toolName: input.toolName })
}

/** A SetupIntent for a card to be charged later off-session, on an existing Customer. */
export async function setupIntentFor(input: { customerId: string; toolName: string }) {
  const intent = await stripeClient().setupIntents.create({
    customer: input.customerId,
    usage: 'off_session',
    automatic_payment_methods: { enabled: true },
    metadata: { purpose: 'submission_fee', toolName: input.toolName },
  })
  if (!intent.client_secret) throw new Error('Invalid response from setup intent creation')
  return { clientSecret: intent.client_secret, customerId: input.customerId, setupIntentId: intent.id }
}

/** The saved card of a SetupIntent, checked against the customer the browser claims. */
export async function confirmedPaymentMethod(input: { setupIntentId: string; customerId: string }) {
  const intent = await stripeClient().setupIntents.retrieve(input.setupIntentId)
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
  if (customer !== input.customerId) throw new Error('Payment setup does not belong to this customer')
  if (intent.status !== 'succeeded') throw new Error('Payment setup failed')
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id
  if (!method) throw new Error('No payment method returned from Stripe')
  return method
}

export type ChargeResult =
  | { ok: true; paymentIntentId: string }
  | { ok: false; declined: boolean; message: string; paymentIntentId?: string }

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded' || intent.status === 'processing') return { ok: true, paymentIntentId: intent.id }
  return { ok: false, declined: true, message: `Payment ${intent.status.replace(/_/g, ' ')}`, paymentIntentId: intent.id }
}

/**
 * The one-time $97 fee, off-session. The first attempt creates the submission's PaymentIntent;
 * after a decline, a new card (from a new SetupIntent) confirms that same PaymentIntent, which
 * Stripe lets succeed only once. Every attempt carries an idempotency key derived from the
 * submission (and the SetupIntent of a retry), so double clicks and retries charge once.
 */
export async function chargeSubmissionFee(input: {
  submissionId: number
  customerId: string
  paymentMethodId: string
  retry?: { setupIntentId: string; paymentIntentId?: string | null }
}): Promise<ChargeResult> {
  const stripe = stripeClient()
  const idempotencyKey = submissionChargeKey(input.submissionId, input.retry?.setupIntentId)
  try {
    if (input.retry?.paymentIntentId) {
      const intent = await stripe.paymentIntents.confirm(
        input.retry.paymentIntentId,
        { payment_method: input.paymentMethodId, off_session: true },
        { idempotencyKey },
      )
      return chargeResultOf(intent)
    }
    const intent = await stripe.paymentIntents.create(
      {
        amount: SUBMISSION_FEE_CENTS,
        currency: CURRENCY,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: 'HireStack listing fee',
        metadata: { submissionId: String(input.submissionId) },
      },
      { idempotencyKey },
    )
    return chargeResultOf(intent)
  } catch (error) {
    const stripeError = error as Stripe.errors.StripeError
    if (stripeError?.type === 'StripeCardError') {
      return {
        ok: false,
        declined: true,
        message: stripeError.message || 'Your card was declined.',
        paymentIntentId: stripeError.payment_intent?.id ?? input.retry?.paymentIntentId ?? undefined,
      }
    }
    throw error
  }
}

/** `hirestack-submission-<id>-listing-fee`, plus the SetupIntent of the new card for a retry. */
export function submissionChargeKey(submissionId: number, retrySetupIntentId?: string) {
  const key = `hirestack-submission-${submissionId}-listing-fee`
  return retrySetupIntentId ? `${key}-${retrySetupIntentId}` : key
}

export async function createSponsorCheckout(input: {
  sponsorshipId: number
  email: string
  toolName: string
  plan: PlanKey
}) {
  const stripe = stripeClient()
  const customer = await stripe.customers.create({ email: input.email, metadata: { toolName: input.toolName } })
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: CURRENCY,
    customer: customer.id,
    success_url: `${siteUrl()}/feature-tool/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl()}/feature-tool`,
    metadata: { sponsorshipId: String(input.sponsorshipId), plan: input.plan },
    setup_intent_data: { metadata: { sponsorshipId: String(input.sponsorshipId) } },
  })
  if (!session.url) throw new Error('No checkout URL returned')
  return { checkoutUrl: session.url, sessionId: session.id, customerId: customer.id }
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
  const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id
  const intent = session.setup_intent
  const paymentMethodId =
    intent && typeof intent !== 'string'
      ? typeof intent.payment_method === 'string'
        ? intent.payment_method
        : intent.payment_method?.id
      : undefined
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

/** Billing starts at approval: a monthly subscription on the card saved at checkout. */
export async function startSubscription(input: {
  sponsorshipId: number
  customerId: string
  paymentMethodId: string
  plan: PlanKey
}) {
  const stripe = stripeClient()
  const price = await priceFor(input.plan)
  const subscription = await stripe.subscriptions.create(
    {
      customer: input.customerId,
      items: [{ price }],
      default_payment_method: input.paymentMethodId,
      off_session: true,
      metadata: { sponsorshipId: String(input.sponsorshipId), plan: input.plan },
    },
    { idempotencyKey: `hirestack-sponsorship-${input.sponsorshipId}-subscription` },
  )
  return { subscriptionId: subscription.id, status: subscription.status }
}

export async function createPortalSession(input: { customerId: string; returnPath: string }) {
  const session = await stripeClient().billingPortal.sessions.create({
    customer: input.customerId,
    return_url: `${siteUrl()}${input.returnPath}`,
  })
  return session.url
}
