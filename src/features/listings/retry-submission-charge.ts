import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'

import { chargeSubmissionFee, claimIsLive, relationId, releaseClaim } from '@/domains/vendors'
import type { Submission } from '@/payload-types'
import { type TxReq, withLockedRow } from '@/platform/database/transaction'

import { type ChargeOutcome, sendChargeOutcomeEmail, submissionChargeFields } from './charge-outcome'

export type RetryResult =
  | { ok: true; status: 'paid' | 'already paid'; toolSlug: string }
  | { ok: false; declined: boolean; message: string }

/** How long a second tab or double click waits for the first one's charge before giving up. */
const WAIT_FOR_OTHER_CHARGE_MS = 30_000
const POLL_MS = 200

type Claimed = { claimed: Submission; toolId: number }

async function paidResult(payload: Payload, toolId: number | undefined, req: TxReq): Promise<RetryResult> {
  const tool = toolId ? await payload.findByID({ collection: 'tools', id: toolId, depth: 0, req, overrideAccess: true }) : null
  return { ok: true, status: 'already paid', toolSlug: tool?.slug ?? '' }
}

/** Step 1, under the row lock: a paid fee is left alone, one being charged is waited for, a failed one is claimed. */
async function claimRetry(payload: Payload, id: number, req: TxReq): Promise<Claimed | RetryResult | 'busy'> {
  const submission = await payload.findByID({ collection: 'submissions', id, depth: 0, req, overrideAccess: true })
  const toolId = relationId(submission.tool)
  if (submission.chargeStatus === 'succeeded') return paidResult(payload, toolId, req)
  const retryable = submission.chargeStatus === 'failed' || submission.chargeStatus === 'charging'
  if (submission.reviewStatus !== 'approved' || !retryable || !submission.stripeCustomerId || !toolId) {
    return { ok: false, declined: false, message: 'This submission has no payment to retry.' }
  }
  if (submission.chargeStatus === 'charging' && claimIsLive(submission)) return 'busy'
  const claimed = await payload.update({ collection: 'submissions', id, req, overrideAccess: true, data: { chargeStatus: 'charging' } })
  return { claimed, toolId }
}

/** Steps 2 and 3: the charge, outside any transaction, then the outcome under the row lock again. */
async function chargeAndPublish(
  payload: Payload,
  input: { id: number; setupIntentId: string; paymentMethodId: string },
  { claimed, toolId }: Claimed,
): Promise<ChargeOutcome | RetryResult> {
  const charge = await chargeSubmissionFee({
    submissionId: claimed.id,
    customerId: claimed.stripeCustomerId!,
    paymentMethodId: input.paymentMethodId,
    retry: { setupIntentId: input.setupIntentId, paymentIntentId: claimed.stripePaymentIntentId },
  })
  return withLockedRow(payload, 'submissions', input.id, async (req): Promise<ChargeOutcome | RetryResult> => {
    const submission = await payload.findByID({ collection: 'submissions', id: input.id, depth: 0, req, overrideAccess: true })
    // A resumed stale claim got here first and recorded the payment.
    if (submission.chargeStatus === 'succeeded') return paidResult(payload, toolId, req)
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
}

/** Back to failed, when Stripe failed or the outcome could not be recorded. */
async function unclaim(payload: Payload, id: number, req: TxReq) {
  const submission = await payload.findByID({ collection: 'submissions', id, depth: 0, req, overrideAccess: true })
  if (submission.chargeStatus !== 'charging') return
  await payload.update({ collection: 'submissions', id, req, overrideAccess: true, data: { chargeStatus: 'failed' } })
}

/**
 * The vendor saved a new card after the approval charge was declined: charge the $97 with it
 * (same PaymentIntent, idempotency key per submission and SetupIntent), and on success publish the
 * tool and email the vendor. The charge runs between two short locked transactions
 * (billing-claim.ts); a second tab or double click meanwhile waits for its outcome, so it charges
 * once and both answer alike. A submission already paid is left alone.
 */
export async function retrySubmissionCharge(
  payload: Payload,
  input: { id: number; setupIntentId: string; paymentMethodId: string },
): Promise<RetryResult> {
  const deadline = Date.now() + WAIT_FOR_OTHER_CHARGE_MS
  let step = await withLockedRow(payload, 'submissions', input.id, (req) => claimRetry(payload, input.id, req))
  while (step === 'busy') {
    if (Date.now() > deadline) {
      return { ok: false, declined: false, message: 'A payment for this listing is already in progress. Reload the page in a minute to see whether it went through.' }
    }
    await sleep(POLL_MS)
    step = await withLockedRow(payload, 'submissions', input.id, (req) => claimRetry(payload, input.id, req))
  }
  if (!('claimed' in step)) return step
  let outcome: ChargeOutcome | RetryResult
  try {
    outcome = await chargeAndPublish(payload, input, step)
  } catch (error) {
    await releaseClaim(payload, 'submissions', input.id, (req) => unclaim(payload, input.id, req))
    throw error
  }
  if ('ok' in outcome) return outcome
  await sendChargeOutcomeEmail(payload, outcome)
  return { ok: true, status: 'paid', toolSlug: outcome.toolSlug }
}
