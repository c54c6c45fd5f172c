import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { type ReviewState, reviewRefusal, type ReviewStatus } from '@/domains/reviews'
import { ownsTool } from '@/domains/vendors'
import type { User } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

type SignedIn = User & { collection: 'users' }

/** Per user, so never cached: only the signed-in user's own review and helpful marks for this tool. */
export async function reviewStateFor(payload: Payload, user: SignedIn, toolId: number): Promise<ReviewState> {
  const db = await sqlFor(payload)
  const [refusal, vendor, own, votes] = await Promise.all([
    reviewRefusal(db, toolId, user),
    ownsTool(db, user.id, toolId),
    db.execute(sql`SELECT status, title, created_at FROM reviews WHERE tool_id = ${toolId} AND user_id = ${user.id}`),
    db.execute(sql`
      SELECT v.review_id FROM review_votes v JOIN reviews r ON r.id = v.review_id
      WHERE v.user_id = ${user.id} AND r.tool_id = ${toolId}`),
  ])
  const mine = own.rows[0]
  return {
    signedIn: true,
    refusal,
    ownReview: mine
      ? { status: mine.status as ReviewStatus, title: String(mine.title), createdAt: new Date(String(mine.created_at)).toISOString() }
      : null,
    vendor,
    helpfulReviewIds: votes.rows.map((row) => Number(row.review_id)),
  }
}
