import type { Payload } from 'payload'

import { cleanReason, REASON_REQUIRED, rejectLocked, type ReviewResult, reviewError, sendVendorEmail, siteUrl, SUBMISSION_BEING_CHARGED } from '@/domains/vendors'
import type { User } from '@/payload-types'

import { submissionRejectedEmail } from './submission-mails'

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
