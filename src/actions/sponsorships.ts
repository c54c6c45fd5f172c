'use server'

import { headers } from 'next/headers'
import type { Payload } from 'payload'

import {
  billingMode,
  type BillingMode,
  checkoutSessionIdSchema,
  completedCheckout,
  createSponsorCheckout,
  recordCheckout,
  sponsorshipPayloadSchema,
  type SponsorshipValues,
  withHttps,
} from '@/domains/vendors'
import type { Sponsorship, User } from '@/payload-types'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { type ActionResult, fail, fieldErrorsOf } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

type Prepared = { values: SponsorshipValues; logoId?: number; payload: Payload; user: User | null }

/**
 * What every sponsorship request starts with: the form values parsed with the shared schema
 * (scheme added to the URL), the billing mode the action is for, the caller's rate limit, then
 * Payload and the signed-in user. Bad input or the wrong mode returns the failure to send back.
 */
async function prepare(input: unknown, mode: BillingMode, wrongMode: string): Promise<Prepared | { failure: ActionResult<never> }> {
  const values = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const parsed = sponsorshipPayloadSchema.safeParse({ ...values, toolUrl: withHttps(typeof values.toolUrl === 'string' ? values.toolUrl : '') })
  if (!parsed.success) return { failure: fail('Please check the highlighted fields.', fieldErrorsOf(parsed.error.issues)) }
  if (billingMode() !== mode) return { failure: fail(wrongMode) }
  const refused = await refusal('vendorRequest', clientIp(await headers()))
  if (refused) return { failure: fail(refused) }
  const { logoId, ...rest } = parsed.data
  return { values: rest, logoId, ...(await currentUser()) }
}

/**
 * The same vendor's request for the same tool still waiting for its card (Checkout cancelled or
 * abandoned): a new attempt takes it over, with its Stripe Customer, instead of leaving one more
 * unpayable row in the review queue.
 */
async function openRequest(payload: Payload, values: SponsorshipValues, user: User | null): Promise<Sponsorship | undefined> {
  const { docs } = await payload.find({
    collection: 'sponsorships',
    where: {
      status: { equals: 'awaiting_payment_method' },
      contactEmail: { equals: values.contactEmail.toLowerCase() },
      user: user ? { equals: user.id } : { exists: false },
    },
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return docs.find((doc) => doc.toolName.toLowerCase() === values.toolName.toLowerCase())
}

/**
 * create-sponsor-checkout: records the sponsorship (awaiting a payment method), or refreshes the
 * vendor's open request for the same tool, and opens a Stripe Checkout Session in setup mode
 * whose metadata carries the sponsorship id.
 */
export async function startSponsorCheckout(input: unknown): Promise<ActionResult<{ checkoutUrl: string }>> {
  const prepared = await prepare(input, 'stripe', 'Card payments are not enabled; your placement is invoiced after approval.')
  if ('failure' in prepared) return prepared.failure
  const { values, logoId, payload, user } = prepared
  try {
    const open = await openRequest(payload, values, user)
    const sponsorship = open
      ? await payload.update({ collection: 'sponsorships', id: open.id, overrideAccess: true, data: { ...values, logo: logoId ?? null } })
      : await payload.create({
          collection: 'sponsorships',
          overrideAccess: true,
          data: { ...values, logo: logoId, user: user?.id, billingMode: 'stripe', status: 'awaiting_payment_method' },
        })
    const checkout = await createSponsorCheckout({
      sponsorshipId: sponsorship.id,
      email: values.contactEmail,
      toolName: values.toolName,
      plan: values.plan,
      customerId: sponsorship.stripeCustomerId,
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
    return fail(message)
  }
}

/** Manual billing: no card is collected; the placement goes to review and is invoiced once approved. */
export async function submitManualSponsorship(input: unknown): Promise<ActionResult<{ sponsorshipId: number }>> {
  const prepared = await prepare(input, 'manual', 'Please save a payment method to continue.')
  if ('failure' in prepared) return prepared.failure
  const { values, logoId, payload, user } = prepared
  try {
    const sponsorship = await payload.create({
      collection: 'sponsorships',
      overrideAccess: true,
      data: { ...values, logo: logoId, user: user?.id, billingMode: 'manual', status: 'pending_review' },
    })
    return { ok: true, data: { sponsorshipId: sponsorship.id } }
  } catch (error) {
    payload.logger.warn({ err: error }, 'sponsorship rejected')
    return fail('Please try again later.')
  }
}

/** /feature-tool/thank-you?session_id=…: reads the session back from Stripe and records the card. */
export async function verifySponsorCheckout(sessionId: unknown): Promise<ActionResult<{ recorded: boolean }>> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId)
  if (!parsed.success) return fail('Invalid checkout session')
  if (billingMode() !== 'stripe') return fail('Card payments are not enabled.')
  const { payload } = await currentUser()
  try {
    const checkout = await completedCheckout(parsed.data)
    const outcome = await recordCheckout(payload, checkout)
    return { ok: true, data: { recorded: outcome === 'recorded' } }
  } catch (error) {
    payload.logger.warn({ err: error, sessionId: parsed.data }, 'checkout verification failed')
    return fail('There was an issue verifying your payment. Please contact support.')
  }
}
