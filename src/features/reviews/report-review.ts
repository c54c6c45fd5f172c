'use server'

import { headers } from 'next/headers'

import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { currentUser } from '@/server/session'

import { reviewReportSchema } from './review-report-schema'

/**
 * Anyone's report about a published review, stored in the editors' Review reports queue. The only
 * way in (the collection refuses creates through the API), validated and rate-limited per client.
 * The limit is spent after the schema: a malformed report costs the visitor nothing, a refused
 * one (a review that is not shown) does.
 */
export const reportReview = settle(
  publicAction
    .metadata({ name: 'review report', failure: 'Your report could not be sent. Please try again.' })
    .inputSchema(reviewReportSchema)
    .action(async ({ parsedInput: { reviewId, reason, details } }): Promise<ActionResult<{ id: number }, 'rate_limited' | 'not_found'>> => {
      const requestHeaders = await headers()
      const limited = await refusal('reviewReport', clientIp(requestHeaders))
      if (limited) return { ok: false, code: 'rate_limited', error: limited }

      const { payload, user } = await currentUser(requestHeaders)
      // Read with the visitor's own access: only a review they can see (a published one) can be reported.
      const shown = await payload.count({ collection: 'reviews', where: { and: [{ id: { equals: reviewId } }, { status: { equals: 'published' } }] }, user, overrideAccess: false })
      if (shown.totalDocs === 0) return { ok: false, code: 'not_found', error: 'We could not find that review.' }
      const report = await payload.create({
        collection: 'review-reports',
        data: { review: reviewId, reason, details, reportedBy: user?.id, status: 'new' },
        overrideAccess: true,
      })
      return { ok: true, data: { id: report.id } }
    }),
)
