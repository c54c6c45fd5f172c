import type { Payload } from 'payload'

import type { Media, Submission, User } from '@/payload-types'
import { submissionApprovedEmail, submissionPaymentFailedEmail } from '@/lib/mail/templates/revenue-submission'

import { siteUrl } from './config'
import { sendRevenueEmail } from './notify'
import { type ReviewResult, reviewError } from './review-result'
import { type ChargeResult, chargeSubmissionFee } from './stripe-operations'
import { withLockedRow } from './transaction'

const TOOL_TYPE_BY_AUDIENCE = {
  recruiters: 'recruiter',
  job_seekers: 'job_seeker',
  both: 'everyone',
  other: 'everyone',
} as const

const relationId = (value: number | { id: number } | null | undefined) =>
  value == null ? undefined : typeof value === 'number' ? value : value.id

/**
 * Approves a pending submission in one locked transaction: publishes the tool, charges the $97
 * (Stripe mode, idempotency key per submission) and records the outcome. A second approval of
 * the same row waits for the lock, then finds it already approved and changes nothing.
 */
export async function approveSubmission(payload: Payload, input: { id: number; admin: User }): Promise<ReviewResult> {
  type Outcome = { submission: Submission; toolSlug: string; charge: ChargeResult | 'invoice' }
  let outcome: Outcome | ReviewResult
  try {
    outcome = await withLockedRow(payload, 'submissions', input.id, async (req) => {
      const submission = await payload
        .findByID({ collection: 'submissions', id: input.id, depth: 1, req, overrideAccess: true })
        .catch(() => null)
      if (!submission) return reviewError('Submission not found', 404)
      if (submission.reviewStatus !== 'pending') {
        return reviewError(`This submission is already ${submission.reviewStatus}.`, 409, submission.reviewStatus)
      }
      const logo = submission.logo && typeof submission.logo === 'object' ? (submission.logo as Media) : undefined
      const tool = await payload.create({
        collection: 'tools',
        req,
        overrideAccess: true,
        data: {
          name: submission.name,
          description: submission.description.slice(0, 2000),
          sourceUrl: submission.website,
          toolType: TOOL_TYPE_BY_AUDIENCE[submission.audience],
          features: submission.features
            .split('\n')
            .map((line) => line.replace(/^[-*•\s]+/, '').trim())
            .filter(Boolean)
            .slice(0, 30)
            .map((line) => line.slice(0, 300)),
          logo: logo?.url ?? undefined,
          isFounderSubmitted: true,
          createdBy: relationId(submission.user),
          launchDate: new Date().toISOString(),
          validationStatus: 'pending',
          contentStatus: 'pending',
          _status: 'published',
        },
      })

      let charge: ChargeResult | 'invoice' = 'invoice'
      if (submission.billingMode === 'stripe') {
        if (!submission.stripeCustomerId || !submission.stripePaymentMethodId) {
          throw new Error('This submission has no saved card to charge.')
        }
        charge = await chargeSubmissionFee({
          submissionId: submission.id,
          customerId: submission.stripeCustomerId,
          paymentMethodId: submission.stripePaymentMethodId,
        })
      }

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
          ...(charge === 'invoice'
            ? { chargeStatus: 'invoiced' as const }
            : charge.ok
              ? { chargeStatus: 'succeeded' as const, stripePaymentIntentId: charge.paymentIntentId, chargeError: null }
              : { chargeStatus: 'failed' as const, stripePaymentIntentId: charge.paymentIntentId, chargeError: charge.message }),
        },
      })
      return { submission: updated, toolSlug: tool.slug ?? '', charge }
    })
  } catch (error) {
    payload.logger.error({ err: error, submission: input.id }, 'submission approval failed')
    return reviewError(`Approval failed and nothing was changed: ${(error as Error).message}`, 502)
  }
  if ('ok' in outcome) return outcome

  const { submission, toolSlug, charge } = outcome
  const base = { toolName: submission.name, siteUrl: siteUrl() }
  if (charge !== 'invoice' && !charge.ok) {
    await sendRevenueEmail(payload, submission.contactEmail, submissionPaymentFailedEmail({ ...base, reason: charge.message }))
    return { ok: true, status: 'approved', message: `Approved; the card was declined (${charge.message}). The vendor was emailed.` }
  }
  await sendRevenueEmail(
    payload,
    submission.contactEmail,
    submissionApprovedEmail({ ...base, toolUrl: `${siteUrl()}/tools/${toolSlug}`, charged: charge === 'invoice' ? 'invoice' : 'card' }),
  )
  return {
    ok: true,
    status: 'approved',
    message: charge === 'invoice' ? 'Approved; send the vendor an invoice for $97.' : 'Approved and $97 charged.',
  }
}
