'use server'

import { headers } from 'next/headers'

import { reviewReportSchema } from '@/domains/reviews'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

/**
 * Anyone's report about a published review, stored in the editors' Review reports queue. The only
 * way in (the collection refuses creates through the API), validated and rate-limited per client.
 */
export async function reportReview(input: unknown): Promise<ActionResult<{ id: number }>> {
  const parsed = reviewReportSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, code: 'invalid', error: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const requestHeaders = await headers()
  const limited = await refusal('reviewReport', clientIp(requestHeaders))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }

  const { payload, user } = await currentUser(requestHeaders)
  const { reviewId, reason, details } = parsed.data
  // Read with the visitor's own access: only a review they can see (a published one) can be reported.
  const shown = await payload.count({ collection: 'reviews', where: { and: [{ id: { equals: reviewId } }, { status: { equals: 'published' } }] }, user, overrideAccess: false })
  if (shown.totalDocs === 0) return { ok: false, code: 'not_found', error: 'We could not find that review.' }
  const report = await payload.create({
    collection: 'review-reports',
    data: { review: reviewId, reason, details, reportedBy: user?.id, status: 'new' },
    overrideAccess: true,
  })
  return { ok: true, data: { id: report.id } }
}
