import type { Payload } from 'payload'

import {
  approvalFailed,
  chargeSubmissionFee,
  claimIsLive,
  createListedTool,
  relationId,
  releaseClaim,
  type ReviewResult,
  reviewError,
  SUBMISSION_BEING_CHARGED,
} from '@/domains/vendors'
import type { Submission, User } from '@/payload-types'
import { type TxReq, withLockedRow } from '@/platform/database/transaction'

import { type ChargeOutcome, sendChargeOutcomeEmail, submissionChargeFields } from './charge-outcome'

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

/** Lists the approved submission and records the charge (or invoice), inside the caller's locked transaction. */
async function listSubmission(
  payload: Payload,
  submission: Submission,
  charge: ChargeOutcome['charge'],
  admin: User,
  req: TxReq,
): Promise<ChargeOutcome> {
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
      reviewedBy: admin.id,
      tool: tool.id,
      ...submissionChargeFields(charge),
    },
  })
  return { submission: updated, toolSlug: tool.slug ?? '', charge }
}

type Claimed = { claimed: Submission }

/**
 * Step 1, under the row lock: refuse a submission already decided or being charged; approve an
 * invoiced one outright (no outside call); claim a card-billed one (`charging`) for the charge.
 */
async function claimSubmission(payload: Payload, input: { id: number; admin: User }, req: TxReq): Promise<Claimed | ChargeOutcome | ReviewResult> {
  const submission = await payload
    .findByID({ collection: 'submissions', id: input.id, depth: 1, req, overrideAccess: true })
    .catch(() => null)
  if (!submission) return reviewError('Submission not found', 404)
  if (submission.reviewStatus !== 'pending') {
    return reviewError(`This submission is already ${submission.reviewStatus}.`, 409, submission.reviewStatus)
  }
  if (submission.chargeStatus === 'charging' && claimIsLive(submission)) return reviewError(SUBMISSION_BEING_CHARGED, 409, 'charging')
  if (submission.billingMode !== 'stripe') return listSubmission(payload, submission, 'invoice', input.admin, req)
  if (!submission.stripeCustomerId || !submission.stripePaymentMethodId) {
    throw new Error('This submission has no saved card to charge.')
  }
  const claimed = await payload.update({
    collection: 'submissions',
    id: submission.id,
    req,
    overrideAccess: true,
    depth: 1,
    data: { chargeStatus: 'charging' },
  })
  return { claimed }
}

/** Steps 2 and 3: the charge, outside any transaction, then the outcome under the row lock again. */
async function chargeAndList(payload: Payload, input: { id: number; admin: User }, claimed: Submission): Promise<ChargeOutcome | ReviewResult> {
  const charge = await chargeSubmissionFee({
    submissionId: claimed.id,
    customerId: claimed.stripeCustomerId!,
    paymentMethodId: claimed.stripePaymentMethodId!,
  })
  return withLockedRow(payload, 'submissions', input.id, async (req) => {
    const submission = await payload.findByID({ collection: 'submissions', id: input.id, depth: 1, req, overrideAccess: true })
    // A resumed stale claim got here first: it recorded the same charge.
    if (submission.reviewStatus !== 'pending' || submission.chargeStatus !== 'charging') {
      return reviewError(`This submission is already ${submission.reviewStatus}.`, 409, submission.reviewStatus)
    }
    return listSubmission(payload, submission, charge, input.admin, req)
  })
}

/**
 * Approves a pending submission: charges the $97 (Stripe mode, idempotency key per submission),
 * creates the tool — published when paid or invoiced, a draft while a declined card waits for the
 * vendor's new one — queues its enrichment and records the outcome. The charge runs between two
 * short locked transactions (billing-claim.ts), so a slow Stripe blocks no other write; a second
 * approval meanwhile is refused as "being charged", and one after the first finds it approved.
 * The charge cannot roll back with the database: if recording it fails, the claim is released
 * and the next approval finds the PaymentIntent at Stripe instead of charging again.
 */
export async function approveSubmission(payload: Payload, input: { id: number; admin: User }): Promise<ReviewResult> {
  let billedAtStripe = false
  let outcome: ChargeOutcome | ReviewResult
  try {
    const step = await withLockedRow(payload, 'submissions', input.id, (req) => claimSubmission(payload, input, req))
    if ('claimed' in step) {
      billedAtStripe = true
      outcome = await chargeAndList(payload, input, step.claimed)
    } else {
      outcome = step
    }
  } catch (error) {
    payload.logger.error({ err: error, submission: input.id }, 'submission approval failed')
    if (billedAtStripe) await releaseClaim(payload, 'submissions', input.id, (req) => unclaim(payload, input.id, req))
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

/** Back to waiting for review, when Stripe failed or the outcome could not be recorded. */
async function unclaim(payload: Payload, id: number, req: TxReq) {
  const submission = await payload.findByID({ collection: 'submissions', id, depth: 0, req, overrideAccess: true })
  if (submission.reviewStatus !== 'pending' || submission.chargeStatus !== 'charging') return
  await payload.update({ collection: 'submissions', id, req, overrideAccess: true, data: { chargeStatus: 'not_charged' } })
}
