import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { ownsTool } from '@/domains/vendors'
import type { User } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'
import { column, selectRow, selectRows } from '@/platform/database/typed-rows'

import type { ReviewRefusal } from './review-refusals'
import { REVIEW_STATUSES, type ReviewStatus } from './review-statuses'
import { reviewRefusal } from './reviewable'

/** The visitor's own side of a tool's reviews, loaded by the browser from /me/reviews (the page is the same for everyone). */
export type ReviewState = {
  signedIn: boolean
  /** Why the visitor cannot write a review now, or null when the form is theirs to fill in. */
  refusal: ReviewRefusal | null
  ownReview: { status: ReviewStatus; title: string; createdAt: string } | null
  /** Whether the visitor is the tool's vendor, who may reply once to each review. */
  vendor: boolean
  helpfulReviewIds: number[]
}

export const SIGNED_OUT_REVIEW_STATE: ReviewState = { signedIn: false, refusal: 'unauthenticated', ownReview: null, vendor: false, helpfulReviewIds: [] }

type SignedIn = User & { collection: 'users' }

const ownReviewRow = z.object({ status: z.enum(REVIEW_STATUSES.map(({ value }) => value)), title: z.string(), created_at: column.timestamp })
const markedReviewRow = z.object({ review_id: z.number() })

/** Per user, so never cached: only the signed-in user's own review and helpful marks for this tool. */
export async function reviewStateFor(payload: Payload, user: SignedIn, toolId: number): Promise<ReviewState> {
  const db = await sqlFor(payload)
  const [refusal, vendor, own, votes] = await Promise.all([
    reviewRefusal(db, toolId, user),
    ownsTool(db, user.id, toolId),
    selectRow(db, "the user's own review", ownReviewRow, sql`SELECT status, title, created_at FROM reviews WHERE tool_id = ${toolId} AND user_id = ${user.id}`),
    selectRows(db, "the user's helpful marks", markedReviewRow, sql`
      SELECT v.review_id FROM review_votes v JOIN reviews r ON r.id = v.review_id
      WHERE v.user_id = ${user.id} AND r.tool_id = ${toolId}`),
  ])
  const mine = own
  return {
    signedIn: true,
    refusal,
    ownReview: mine
      ? { status: mine.status, title: mine.title, createdAt: new Date(mine.created_at).toISOString() }
      : null,
    vendor,
    helpfulReviewIds: votes.map((row) => row.review_id),
  }
}
