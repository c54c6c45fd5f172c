import type { Payload } from 'payload'

import { sponsorshipRejectedEmail } from '@/domains/vendors/mail/sponsorship-mails'
import { submissionRejectedEmail } from '@/domains/vendors/mail/submission-mails'
import type { User } from '@/payload-types'
import { type TxReq, withLockedRow } from '@/platform/database/transaction'

import { SPONSORSHIP_BEING_STARTED, SUBMISSION_BEING_CHARGED } from './billing-claim'
import { siteUrl } from './config'
import { sendVendorEmail } from './notify'
import { type ReviewResult, reviewError } from './review-result'

/** The trimmed reason to store and email, or null when it is too short to tell the vendor anything. */
function cleanReason(raw: string): string | null {
  const reason = raw.trim()
  return reason.length < 3 ? null : reason.slice(0, 2000)
}

const REASON_REQUIRED = 'Give the vendor a reason (at least 3 characters).'

/** The locked update of a rejection; a database failure rolls it back and is reported, never thrown. */
async function rejectLocked<T>(
  payload: Payload,
  table: 'submissions' | 'sponsorships',
  id: number,
  work: (req: TxReq) => Promise<T | ReviewResult>,
): Promise<T | ReviewResult> {
  try {
    return await withLockedRow(payload, table, id, work)
  } catch (error) {
    payload.logger.error({ err: error, [table]: id }, 'rejection failed')
    return reviewError(`Rejection failed and nothing was changed: ${(error as Error).message}`, 502)
  }
}

/** Rejects a pending submission: nothing is charged, the reason is stored and emailed. */
export async function rejectSubmission(
  payload: Payload,
  input: { id: number; admin: User; reason: string },
): Promise<ReviewResult> {
  const reason = cleanReason(input.reason)
  if (!reason) return reviewError(REASON_REQUIRED, 400)
  const result = await rejectLocked(payload, 'submissions', input.id, async (req) => {
    const submission = await payload.findByID({ collection: 'submissions', id: input.id, req, overrideAccess: true }).catch(() => null)
    if (!submission) return reviewError('Submission not found', 404)
    if (submission.reviewStatus !== 'pending') {
      return reviewError(`This submission is already ${submission.reviewStatus}.`, 409, submission.reviewStatus)
    }
    // Its card may be charged this moment; once the approval ends there is nothing left to reject.
    if (submission.chargeStatus === 'charging') return reviewError(SUBMISSION_BEING_CHARGED, 409, 'charging')
    return payload.update({
      collection: 'submissions',
      id: input.id,
      req,
      overrideAccess: true,
      data: { reviewStatus: 'rejected', reviewNotes: reason, reviewedAt: new Date().toISOString(), reviewedBy: input.admin.id },
    })
  })
  if ('ok' in result) return result
  await sendVendorEmail(payload, result.contactEmail, submissionRejectedEmail({ toolName: result.name, siteUrl: siteUrl(), reason }))
  return { ok: true, status: 'rejected', message: 'Rejected; nothing was charged and the vendor was emailed.' }
}

/** Rejects a sponsorship awaiting review: no subscription is started, the reason is emailed. */
export async function rejectSponsorship(
  payload: Payload,
  input: { id: number; admin: User; reason: string },
): Promise<ReviewResult> {
  const reason = cleanReason(input.reason)
  if (!reason) return reviewError(REASON_REQUIRED, 400)
  const result = await rejectLocked(payload, 'sponsorships', input.id, async (req) => {
    const sponsorship = await payload.findByID({ collection: 'sponsorships', id: input.id, req, overrideAccess: true }).catch(() => null)
    if (!sponsorship) return reviewError('Sponsorship not found', 404)
    if (sponsorship.status === 'activating') return reviewError(SPONSORSHIP_BEING_STARTED, 409, sponsorship.status)
    if (sponsorship.status !== 'pending_review' && sponsorship.status !== 'awaiting_payment_method') {
      return reviewError(`This sponsorship is already ${sponsorship.status.replace(/_/g, ' ')}.`, 409, sponsorship.status)
    }
    return payload.update({
      collection: 'sponsorships',
      id: input.id,
      req,
      overrideAccess: true,
      data: { status: 'rejected', reviewNotes: reason, endedAt: new Date().toISOString() },
    })
  })
  if ('ok' in result) return result
  await sendVendorEmail(payload, result.contactEmail, sponsorshipRejectedEmail({ toolName: result.toolName, siteUrl: siteUrl(), reason }))
  return { ok: true, status: 'rejected', message: 'Rejected; nothing was charged and the vendor was emailed.' }
}
