'use server'

import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { ownsTool } from '@/domains/vendors'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { selectRow } from '@/platform/database/typed-rows'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { vendorReplySchema } from './vendor-reply-schema'

const repliedReviewRow = z.object({ tool_id: z.number(), vendor_reply: z.string().nullable() })

/**
 * The tool vendor's one public reply to a published review of their tool. Only this action writes
 * a reply (the field is closed to the API); the review row is locked first, so two replies sent at
 * once leave the first. Staff may clear or correct a reply in the admin.
 */
export const replyToReview = settle(
  userAction
    .metadata({ name: 'vendor reply', failure: 'Your reply could not be saved. Please try again.', limit: 'reviewWrite', signIn: 'Please sign in to reply.' })
    .inputSchema(vendorReplySchema)
    .action(async ({ parsedInput: { reviewId, reply }, ctx: { payload, user } }) =>
      inTransaction(payload, async (req): Promise<ActionResult<{ reviewId: number }, 'not_found' | 'forbidden' | 'already_replied'>> => {
        const db = await sqlFor(payload, req)
        const review = await selectRow(db, 'a review to reply to', repliedReviewRow, sql`
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
      }),
    ),
)
