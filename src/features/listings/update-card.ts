'use server'

import type { Payload } from 'payload'

import { billingMode, confirmedPaymentMethod, isCardUpdateToken, setupIntentFor } from '@/domains/vendors'
import type { Submission } from '@/payload-types'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { retrySubmissionCharge } from './retry-submission-charge'
import { cardRetrySchema, cardUpdateLinkSchema } from './submission-schema'

const INVALID_LINK = 'This link is invalid or has expired. Use the link in your latest email from us.'
const CARDS_OFF = 'Card payments are not enabled; your listing is invoiced.'

/** The submission a signed card-update link names, when its $97 charge was declined (or has since been paid). */
async function linkedSubmission(payload: Payload, submissionId: number, token: string): Promise<Submission | null> {
  if (!isCardUpdateToken(payload, submissionId, token)) return null
  const submission = await payload
    .findByID({ collection: 'submissions', id: submissionId, depth: 0, overrideAccess: true })
    .catch(() => null)
  return submission?.billingMode === 'stripe' && submission.stripeCustomerId ? submission : null
}

/** Step 1 of updating a declined card: a SetupIntent on the vendor's Stripe customer. */
export const startCardUpdate = settle(
  publicAction
    .metadata({ name: 'card update setup', failure: 'Could not set up payment method. Please try again.' })
    .inputSchema(cardUpdateLinkSchema)
    .action(async ({ parsedInput }): Promise<ActionResult<{ clientSecret: string }>> => {
      if (billingMode() !== 'stripe') return fail(CARDS_OFF)
      const submission = await linkedSubmission(await payloadClient(), parsedInput.submissionId, parsedInput.token)
      if (!submission) return fail(INVALID_LINK)
      if (submission.chargeStatus !== 'failed') return fail('This listing fee has already been paid.')
      const setup = await setupIntentFor({ customerId: submission.stripeCustomerId!, toolName: submission.name })
      return { ok: true, data: { clientSecret: setup.clientSecret } }
    }),
  { invalid: INVALID_LINK },
)

/**
 * Step 2: the new card is confirmed in the browser; read it back from Stripe (it must belong to
 * this submission's customer) and charge the $97 with it. On success the tool goes live.
 */
export const saveUpdatedCard = settle(
  publicAction
    .metadata({ name: 'listing fee retry', failure: 'The payment could not be completed. Please try again in a few minutes.' })
    .inputSchema(cardRetrySchema)
    .action(async ({ parsedInput }): Promise<ActionResult<{ toolSlug: string }>> => {
      if (billingMode() !== 'stripe') return fail(CARDS_OFF)
      const payload = await payloadClient()
      const submission = await linkedSubmission(payload, parsedInput.submissionId, parsedInput.token)
      if (!submission) return fail(INVALID_LINK)
      let paymentMethodId: string
      try {
        paymentMethodId = await confirmedPaymentMethod({ setupIntentId: parsedInput.setupIntentId, customerId: submission.stripeCustomerId! })
      } catch (error) {
        return fail(error instanceof Error ? error.message : 'Payment setup failed')
      }
      const result = await retrySubmissionCharge(payload, { id: submission.id, setupIntentId: parsedInput.setupIntentId, paymentMethodId })
      return result.ok ? { ok: true, data: { toolSlug: result.toolSlug } } : fail(result.message)
    }),
  { invalid: INVALID_LINK },
)
