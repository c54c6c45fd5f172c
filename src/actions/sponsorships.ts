'use server'

import { type ActionResult, invalidInput } from '@/lib/payments/action-result'
import { billingMode } from '@/lib/payments/config'
import { recordCheckout } from '@/lib/payments/record-checkout'
import { completedCheckout, createSponsorCheckout } from '@/lib/payments/stripe-operations'
import { withHttps } from '@/schemas/submission'
import { checkoutSessionIdSchema, sponsorshipPayloadSchema } from '@/schemas/sponsorship'

import { payloadAndUser } from './current-user'

function parse(input: unknown) {
  const values = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  return sponsorshipPayloadSchema.safeParse({ ...values, toolUrl: withHttps(String(values.toolUrl ?? '')) })
}

/**
 * create-sponsor-checkout: records the sponsorship (awaiting a payment method) and opens a Stripe
 * Checkout Session in setup mode whose metadata carries the sponsorship id.
 */
export async function startSponsorCheckout(input: unknown): Promise<ActionResult<{ checkoutUrl: string }>> {
  const parsed = parse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  if (billingMode() !== 'stripe') return { ok: false, error: 'Card payments are not enabled; your placement is invoiced after approval.' }
  const { logoId, ...values } = parsed.data
  const { payload, user } = await payloadAndUser()
  try {
    const sponsorship = await payload.create({
      collection: 'sponsorships',
      overrideAccess: true,
      data: { ...values, logo: logoId, user: user?.id, billingMode: 'stripe', status: 'awaiting_payment_method' },
    })
    const checkout = await createSponsorCheckout({
      sponsorshipId: sponsorship.id,
      email: values.contactEmail,
      toolName: values.toolName,
      plan: values.plan,
    })
    await payload.update({
      collection: 'sponsorships',
      id: sponsorship.id,
      overrideAccess: true,
      data: { stripeCheckoutSessionId: checkout.sessionId, stripeCustomerId: checkout.customerId },
    })
    return { ok: true, data: { checkoutUrl: checkout.checkoutUrl } }
  } catch (error) {
    payload.logger.error({ err: error }, 'sponsor checkout failed')
    const message = error instanceof Error && error.message === 'No checkout URL returned' ? error.message : 'Failed to set up payment. Please try again.'
    return { ok: false, error: message }
  }
}

/** Manual billing: no card is collected; the placement goes to review and is invoiced once approved. */
export async function submitManualSponsorship(input: unknown): Promise<ActionResult<{ sponsorshipId: number }>> {
  const parsed = parse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  if (billingMode() !== 'manual') return { ok: false, error: 'Please save a payment method to continue.' }
  const { logoId, ...values } = parsed.data
  const { payload, user } = await payloadAndUser()
  try {
    const sponsorship = await payload.create({
      collection: 'sponsorships',
      overrideAccess: true,
      data: { ...values, logo: logoId, user: user?.id, billingMode: 'manual', status: 'pending_review' },
    })
    return { ok: true, data: { sponsorshipId: sponsorship.id } }
  } catch (error) {
    payload.logger.warn({ err: error }, 'sponsorship rejected')
    return { ok: false, error: 'Please try again later.' }
  }
}

/** /feature-tool/thank-you?session_id=…: reads the session back from Stripe and records the card. */
export async function verifySponsorCheckout(sessionId: unknown): Promise<ActionResult<{ recorded: boolean }>> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId)
  if (!parsed.success) return { ok: false, error: 'Invalid checkout session' }
  if (billingMode() !== 'stripe') return { ok: false, error: 'Card payments are not enabled.' }
  const { payload } = await payloadAndUser()
  try {
    const checkout = await completedCheckout(parsed.data)
    const outcome = await recordCheckout(payload, checkout)
    return { ok: true, data: { recorded: outcome === 'recorded' } }
  } catch (error) {
    payload.logger.warn({ err: error, sessionId: parsed.data }, 'checkout verification failed')
    return { ok: false, error: 'There was an issue verifying your payment. Please contact support.' }
  }
}
