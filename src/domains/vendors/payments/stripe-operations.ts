import type Stripe from 'stripe'

import { CURRENCY, SUBMISSION_FEE_CENTS } from './plans'
import { relationId } from './relation-id'
import { CARD_ONLY, stripeClient } from './stripe-client'

/** The Stripe calls of the submit-tool flow: card setup and the $97 fee. Callers never touch the SDK. */

export async function createSetupIntent(input: { email: string; toolName: string }) {
  const customer = await stripeClient().customers.create({ email: input.email, metadata: { toolName: input.toolName } })
  return setupIntentFor({ customerId: customer.id, toolName: input.toolName })
}

/** A SetupIntent for a card to be charged later off-session, on an existing Customer. */
export async function setupIntentFor(input: { customerId: string; toolName: string }) {
  const intent = await stripeClient().setupIntents.create({
    customer: input.customerId,
    usage: 'off_session',
    allowed_payment_method_types: CARD_ONLY,
    metadata: { purpose: 'submission_fee', toolName: input.toolName },
  })
  if (!intent.client_secret) throw new Error('Invalid response from setup intent creation')
  return { clientSecret: intent.client_secret, customerId: input.customerId, setupIntentId: intent.id }
}

/** The saved card of a SetupIntent, checked against the customer the browser claims. */
export async function confirmedPaymentMethod(input: { setupIntentId: string; customerId: string }) {
  const intent = await stripeClient().setupIntents.retrieve(input.setupIntentId)
  if (relationId(intent.customer) !== input.customerId) throw new Error('Payment setup does not belong to this customer')
  if (intent.status !== 'succeeded') throw new Error('Payment setup failed')
  const method = relationId(intent.payment_method)
  if (!method) throw new Error('No payment method returned from Stripe')
  return method
}

export type ChargeResult =
  | { ok: true; paymentIntentId: string }
  | { ok: false; declined: boolean; message: string; paymentIntentId?: string }

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id }
  return {
    ok: false,
    declined: intent.status === 'requires_payment_method',
    message: intent.last_payment_error?.message || `Payment ${intent.status.replace(/_/g, ' ')}`,
    paymentIntentId: intent.id,
  }
}

/**
 * The PaymentIntent an earlier approval of this submission created, if any. An approval whose
 * database writes failed after the charge rolls back, but the charge stays at Stripe; the next
 * approval finds it here instead of charging again, even after Stripe has forgotten the
 * idempotency key (24 hours). Each submission has its own Customer, so the list is short.
 */
async function earlierCharge(customerId: string, submissionId: number): Promise<Stripe.PaymentIntent | undefined> {
  const intents = await stripeClient().paymentIntents.list({ customer: customerId, limit: 100 })
  return intents.data.find((intent) => intent.metadata?.submissionId === String(submissionId))
}

/**
 * The one-time $97 fee, off-session. The first attempt creates the submission's PaymentIntent
 * (or finds the one an earlier, rolled-back approval created); after a decline, a new card (from a
 * new SetupIntent) confirms that same PaymentIntent, which Stripe lets succeed only once (one
 * already paid by a confirmation whose answer was lost is taken as paid). Every
 * attempt carries an idempotency key derived from the submission (and the SetupIntent of a
 * retry), so double clicks and retries charge once.
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
      // An earlier confirmation may have paid although its answer was lost (a timeout, a dropped
      // connection): Stripe refuses to confirm a succeeded PaymentIntent again, so a try with
      // another card (another idempotency key) would fail for ever while the $97 is paid.
      const current = await stripe.paymentIntents.retrieve(input.retry.paymentIntentId)
      if (current.status === 'succeeded') return chargeResultOf(current)
      const intent = await stripe.paymentIntents.confirm(
        input.retry.paymentIntentId,
        { payment_method: input.paymentMethodId, off_session: true },
        { idempotencyKey },
      )
      return chargeResultOf(intent)
    }
    const earlier = await earlierCharge(input.customerId, input.submissionId)
    if (earlier) return chargeResultOf(earlier)
    const intent = await stripe.paymentIntents.create(
      {
        amount: SUBMISSION_FEE_CENTS,
        currency: CURRENCY,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        allowed_payment_method_types: CARD_ONLY,
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
