import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { reviewedToolTags } from '@/domains/reviews'
import type { ReviewVote } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'

const reviewId = (vote: ReviewVote) => (typeof vote.review === 'object' ? vote.review.id : vote.review)

/**
 * Keeps `reviews.helpful_count` exact, as the upvotes keep theirs: ±1 in the vote's own transaction,
 * and the unique (review, user) index means it moves only when a vote really appeared or went.
 * Expires the review's tool page, which sorts by it.
 */
async function adjust(vote: ReviewVote, delta: 1 | -1, req: PayloadRequest) {
  const db = await sqlFor(req.payload, req)
  const { rows } = await db.execute(sql`
    UPDATE reviews SET helpful_count = GREATEST(COALESCE(helpful_count, 0) + ${delta}, 0)
    WHERE id = ${reviewId(vote)} RETURNING tool_id`)
  const toolId = rows[0]?.tool_id
  if (toolId !== undefined && toolId !== null) await revalidateTags(await reviewedToolTags(db, Number(toolId)), req)
}

export const countHelpfulAfterCreate: CollectionAfterChangeHook<ReviewVote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await adjust(doc, 1, req)
  return doc
}

export const countHelpfulAfterDelete: CollectionAfterDeleteHook<ReviewVote> = async ({ doc, req }) => {
  await adjust(doc, -1, req)
  return doc
}
