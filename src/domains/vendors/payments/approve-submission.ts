import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { withLockedRow } from '@/platform/database/transaction'

import { type ChargeOutcome, sendChargeOutcomeEmail, submissionChargeFields } from './charge-outcome'
import { createListedTool } from './create-listed-tool'
import { relationId } from './relation-id'
import { approvalFailed, type ReviewResult, reviewError } from './review-result'
import { chargeSubmissionFee } from './stripe-operations'

const TOOL_TYPE_BY_AUDIENCE = {
  recruiters: 'recruiter',
  job_seekers: 'job_seeker',
  both: 'everyone',
  other: 'everyone',
} as const

const featureLines = (features: string) =>
  features
    .split('\n')
    .map((line) => line.replace(/^[-*•\s]+/, '').trim())
    .filter(Boolean)
    .slice(0, 30)
    .map((line) => line.slice(0, 300))

/**
 * Approves a pending submission in one locked transaction: charges the $97 (Stripe mode,
 * idempotency key per submission), creates the tool — published when paid or invoiced, a draft
 * while a declined card waits for the vendor's new one — queues its enrichment and records the
 * outcome. A second approval of the same row waits for the lock, then finds it already approved.
 * The charge cannot roll back with the database: if a later write fails, the next approval
 * finds the PaymentIntent at Stripe instead of charging again.
 */
export async function approveSubmission(payload: Payload, input: { id: number; admin: User }): Promise<ReviewResult> {
  let billedAtStripe = false
  let outcome: ChargeOutcome | ReviewResult
  try {
    outcome = await withLockedRow(payload, 'submissions', input.id, async (req) => {
      const submission = await payload
        .findByID({ collection: 'submissions', id: input.id, depth: 1, req, overrideAccess: true })
        .catch(() => null)
      if (!submission) return reviewError('Submission not found', 404)
      if (submission.reviewStatus !== 'pending') {
        return reviewError(`This submission is already ${submission.reviewStatus}.`, 409, submission.reviewStatus)
      }

      let charge: ChargeOutcome['charge'] = 'invoice'
      if (submission.billingMode === 'stripe') {
        if (!submission.stripeCustomerId || !submission.stripePaymentMethodId) {
          throw new Error('This submission has no saved card to charge.')
        }
        billedAtStripe = true
        charge = await chargeSubmissionFee({
          submissionId: submission.id,
          customerId: submission.stripeCustomerId,
          paymentMethodId: submission.stripePaymentMethodId,
        })
      }
      const tool = await createListedTool(
        payload,
        {
          name: submission.name,
          description: submission.description,
          sourceUrl: submission.website,
          toolType: TOOL_TYPE_BY_AUDIENCE[submission.audience],
          features: featureLines(submission.features),
          logo: submission.logo,
          createdBy: relationId(submission.user),
          published: charge === 'invoice' || charge.ok,
        },
        req,
      )
      const updated = await payload.update({
        collection: 'submissions',
        id: submission.id,
        req,
        overrideAccess: true,
        data: {
          reviewStatus: 'approved',
          reviewedAt: new Date().toISOString(),
          reviewedBy: input.admin.id,
          tool: tool.id,
          ...submissionChargeFields(charge),
        },
      })
      return { submission: updated, toolSlug: tool.slug ?? '', charge }
    })
  } catch (error) {
    payload.logger.error({ err: error, submission: input.id }, 'submission approval failed')
    return approvalFailed(error, billedAtStripe)
  }
  if ('ok' in outcome) return outcome

  await sendChargeOutcomeEmail(payload, outcome)
  const { charge } = outcome
  if (charge !== 'invoice' && !charge.ok) {
    return {
      ok: true,
      status: 'approved',
      message: `Approved; the card was declined (${charge.message}). The vendor was emailed a link to update it; the tool goes live once the $97 is paid.`,
    }
  }
  return {
    ok: true,
    status: 'approved',
    message: charge === 'invoice' ? 'Approved; send the vendor an invoice for $97.' : 'Approved and $97 charged.',
  }
}
