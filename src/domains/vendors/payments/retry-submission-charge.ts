import type { Payload } from 'payload'

import { withLockedRow } from '@/platform/database/transaction'

import { type ChargeOutcome, sendChargeOutcomeEmail, submissionChargeFields } from './charge-outcome'
import { relationId } from './relation-id'
import { chargeSubmissionFee } from './stripe-operations'

export type RetryResult =
  | { ok: true; status: 'paid' | 'already paid'; toolSlug: string }
  | { ok: false; declined: boolean; message: string }

/**
 * The vendor saved a new card after the approval charge was declined: charge the $97 with it
 * (same PaymentIntent, idempotency key per submission and SetupIntent), and on success publish the
 * tool and email the vendor. Runs under the submission's row lock, so two tabs or a double click
 * charge once; a submission already paid is left alone.
 */
export async function retrySubmissionCharge(
  payload: Payload,
  input: { id: number; setupIntentId: string; paymentMethodId: string },
): Promise<RetryResult> {
  const outcome = await withLockedRow(payload, 'submissions', input.id, async (req): Promise<ChargeOutcome | RetryResult> => {
    const submission = await payload.findByID({ collection: 'submissions', id: input.id, depth: 0, req, overrideAccess: true })
    const toolId = relationId(submission.tool)
    if (submission.chargeStatus === 'succeeded') {
      const tool = toolId ? await payload.findByID({ collection: 'tools', id: toolId, depth: 0, req, overrideAccess: true }) : null
      return { ok: true, status: 'already paid', toolSlug: tool?.slug ?? '' }
    }
    if (submission.reviewStatus !== 'approved' || submission.chargeStatus !== 'failed' || !submission.stripeCustomerId || !toolId) {
      return { ok: false, declined: false, message: 'This submission has no payment to retry.' }
    }
    const charge = await chargeSubmissionFee({
      submissionId: submission.id,
      customerId: submission.stripeCustomerId,
      paymentMethodId: input.paymentMethodId,
      retry: { setupIntentId: input.setupIntentId, paymentIntentId: submission.stripePaymentIntentId },
    })
    const updated = await payload.update({
      collection: 'submissions',
      id: submission.id,
      req,
      overrideAccess: true,
      data: { stripeSetupIntentId: input.setupIntentId, stripePaymentMethodId: input.paymentMethodId, ...submissionChargeFields(charge) },
    })
    if (!charge.ok) return { ok: false, declined: charge.declined, message: charge.message }
    const tool = await payload.update({
      collection: 'tools',
      id: toolId,
      req,
      overrideAccess: true,
      data: { _status: 'published', launchDate: new Date().toISOString() },
    })
    return { submission: updated, toolSlug: tool.slug ?? '', charge }
  })
  if ('ok' in outcome) return outcome
  await sendChargeOutcomeEmail(payload, outcome)
  return { ok: true, status: 'paid', toolSlug: outcome.toolSlug }
}
