'use server'

import { sql } from '@payloadcms/db-postgres'
import { headers } from 'next/headers'
import { z } from 'zod'

import { vendorReplySchema } from '@/domains/reviews'
import { ownsTool } from '@/domains/vendors'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { selectRow } from '@/platform/database/typed-rows'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

export type ReplyCode = 'unauthenticated' | 'invalid' | 'rate_limited' | 'not_found' | 'forbidden' | 'already_replied' | 'error'

/**
 * The tool vendor's one public reply to a published review of their tool. Only this action writes
 * a reply (the field is closed to the API); the review row is locked first, so two replies sent at
 * once leave the first. Staff may clear or correct a reply in the admin.
 */
export async function replyToReview(input: unknown): Promise<ActionResult<{ reviewId: number }, ReplyCode>> {
  const parsed = vendorReplySchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, code: 'invalid', error: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in to reply.' }
  const limited = await refusal('reviewWrite', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }

  const { reviewId, reply } = parsed.data
  try {
    return await inTransaction(payload, async (req): Promise<ActionResult<{ reviewId: number }, ReplyCode>> => {
      const db = await sqlFor(payload, req)
      const review = await selectRow(db, 'a review to reply to', z.object({ tool_id: z.number(), vendor_reply: z.string().nullable() }), sql`
        SELECT tool_id, vendor_reply FROM reviews WHERE id = ${reviewId} AND status = 'published' FOR UPDATE`)
      if (!review) return { ok: false, code: 'not_found', error: 'This review cannot be answered.' }
      if (!(await ownsTool(db, user.id, review.tool_id))) {
        return { ok: false, code: 'forbidden', error: "Only the tool's vendor can reply to its reviews." }
      }
      if (review.vendor_reply) return { ok: false, code: 'already_replied', error: 'You have already replied to this review.' }
      await payload.update({
        collection: 'reviews',
        id: reviewId,
        data: { vendorReply: reply, vendorRepliedAt: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
      return { ok: true, data: { reviewId } }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'vendor reply failed', reviewId })
    return { ok: false, code: 'error', error: 'Your reply could not be saved. Please try again.' }
  }
}
