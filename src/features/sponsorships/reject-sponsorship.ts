import type { Payload } from 'payload'

import {
  cleanReason,
  REASON_REQUIRED,
  rejectLocked,
  type ReviewResult,
  reviewError,
  sendVendorEmail,
  siteUrl,
  SPONSORSHIP_BEING_STARTED,
  sponsorshipRejectedEmail,
} from '@/domains/vendors'
import type { User } from '@/payload-types'

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
