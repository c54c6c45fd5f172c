import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { reviewedToolTags } from '@/domains/reviews'
import type { ReviewVote } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'

const reviewId = (vote: ReviewVote) => (typeof vote.review === 'object' ? vote.review.id : vote.review)

/**
 * A helpful mark came or went: PostgreSQL's trigger has counted it (`review_helpful_counts`), and
 * the review's tool page, which shows the count and sorts by it, expires.
 */
async function expire(vote: ReviewVote, req: PayloadRequest) {
  const db = await sqlFor(req.payload, req)
  const { rows } = await db.execute<{ tool_id: number | null }>(sql`SELECT tool_id FROM reviews WHERE id = ${reviewId(vote)}`)
  const toolId = rows[0]?.tool_id
  if (toolId !== undefined && toolId !== null) await revalidateTags(await reviewedToolTags(db, Number(toolId)), req)
}

export const expireMarkedReviewAfterCreate: CollectionAfterChangeHook<ReviewVote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await expire(doc, req)
  return doc
}

export const expireMarkedReviewAfterDelete: CollectionAfterDeleteHook<ReviewVote> = async ({ doc, req }) => {
  await expire(doc, req)
  return doc
}
