'use server'

import type { Payload } from 'payload'
import { z } from 'zod'

import {
  billingMode,
  cardRetrySchema,
  cardUpdateLinkSchema,
  confirmedPaymentMethod,
  createPortalSession,
  isCardUpdateToken,
  retrySubmissionCharge,
  setupIntentFor,
} from '@/domains/vendors'
import type { Submission } from '@/payload-types'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { rowIdSchema } from '@/platform/validation/row-id'
import { currentUser } from '@/server/session'

const schema = z.object({ kind: z.literal('sponsorships'), id: rowIdSchema })

const INVALID_LINK = 'This link is invalid or has expired. Use the link in your latest email from us.'

/** A Stripe customer-portal session for a featured placement the signed-in vendor owns (card, invoices, cancel). */
export async function openBillingPortal(input: unknown): Promise<ActionResult<{ url: string }>> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) return fail('Invalid listing')
  if (billingMode() !== 'stripe') return fail('Billing is handled by invoice; reply to your invoice email for changes.')
  const { payload, user } = await currentUser()
  if (!user) return fail('Please sign in to manage billing.')
  // The vendor's own access proves the listing is theirs; its Stripe customer is staff-only data
  // (the field is hidden from the vendor), read here by the server alone.
  const own = await payload
    .findByID({ collection: parsed.data.kind, id: parsed.data.id, depth: 0, select: {}, user, overrideAccess: false })
    .catch(() => null)
  const customerId = own
    ? (await payload.findByID({ collection: parsed.data.kind, id: own.id, depth: 0, select: { stripeCustomerId: true }, overrideAccess: true })).stripeCustomerId
    : null
  if (!customerId) return fail('No billing account is linked to this listing.')
  try {
    const url = await createPortalSession({ customerId, returnPath: '/account' })
    return { ok: true, data: { url } }
  } catch (error) {
    payload.logger.error({ err: error }, 'billing portal failed')
    return fail('Billing could not be opened. Please try again.')
  }
}

/** The submission a signed card-update link names, when its $97 charge was declined (or has since been paid). */
async function linkedSubmission(payload: Payload, submissionId: number, token: string): Promise<Submission | null> {
  if (!isCardUpdateToken(payload, submissionId, token)) return null
  const submission = await payload
    .findByID({ collection: 'submissions', id: submissionId, depth: 0, overrideAccess: true })
    .catch(() => null)
  return submission?.billingMode === 'stripe' && submission.stripeCustomerId ? submission : null
}

/** Step 1 of updating a declined card: a SetupIntent on the vendor's Stripe customer. */
export async function startCardUpdate(input: unknown): Promise<ActionResult<{ clientSecret: string }>> {
  const parsed = cardUpdateLinkSchema.safeParse(input)
  if (!parsed.success) return fail(INVALID_LINK)
  if (billingMode() !== 'stripe') return fail('Card payments are not enabled; your listing is invoiced.')
  const { payload } = await currentUser()
  const submission = await linkedSubmission(payload, parsed.data.submissionId, parsed.data.token)
  if (!submission) return fail(INVALID_LINK)
  if (submission.chargeStatus !== 'failed') return fail('This listing fee has already been paid.')
  try {
    const setup = await setupIntentFor({ customerId: submission.stripeCustomerId!, toolName: submission.name })
    return { ok: true, data: { clientSecret: setup.clientSecret } }
  } catch (error) {
    payload.logger.error({ err: error, submission: submission.id }, 'card update setup failed')
    return fail('Could not set up payment method. Please try again.')
  }
}

/**
 * Step 2: the new card is confirmed in the browser; read it back from Stripe (it must belong to
 * this submission's customer) and charge the $97 with it. On success the tool goes live.
 */
export async function saveUpdatedCard(input: unknown): Promise<ActionResult<{ toolSlug: string }>> {
  const parsed = cardRetrySchema.safeParse(input)
  if (!parsed.success) return fail(INVALID_LINK)
  if (billingMode() !== 'stripe') return fail('Card payments are not enabled; your listing is invoiced.')
  const { payload } = await currentUser()
  const submission = await linkedSubmission(payload, parsed.data.submissionId, parsed.data.token)
  if (!submission) return fail(INVALID_LINK)
  let paymentMethodId: string
  try {
    paymentMethodId = await confirmedPaymentMethod({ setupIntentId: parsed.data.setupIntentId, customerId: submission.stripeCustomerId! })
  } catch (error) {
    return fail(error instanceof Error ? error.message : 'Payment setup failed')
  }
  try {
    const result = await retrySubmissionCharge(payload, { id: submission.id, setupIntentId: parsed.data.setupIntentId, paymentMethodId })
    return result.ok ? { ok: true, data: { toolSlug: result.toolSlug } } : fail(result.message)
  } catch (error) {
    payload.logger.error({ err: error, submission: submission.id }, 'listing fee retry failed')
    return fail('The payment could not be completed. Please try again in a few minutes.')
  }
}
