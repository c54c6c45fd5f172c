import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { z } from 'zod'

import { reviewedToolTags } from '@/domains/reviews'
import type { ReviewVote } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

const reviewToolRow = z.object({ tool_id: z.number().nullable() })

const reviewId = (vote: ReviewVote) => (typeof vote.review === 'object' ? vote.review.id : vote.review)

/**
 * A helpful mark came or went: PostgreSQL's trigger has counted it (`review_helpful_counts`), and
 * the review's tool page, which shows the count and sorts by it, expires.
 */
async function expire(vote: ReviewVote, req: PayloadRequest) {
  const db = await sqlFor(req.payload, req)
  const review = await selectRow(db, "a marked review's tool", reviewToolRow, sql`SELECT tool_id FROM reviews WHERE id = ${reviewId(vote)}`)
  if (review?.tool_id) await revalidateTags(await reviewedToolTags(db, review.tool_id), req)
}

export const expireMarkedReviewAfterCreate: CollectionAfterChangeHook<ReviewVote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await expire(doc, req)
  return doc
}

export const expireMarkedReviewAfterDelete: CollectionAfterDeleteHook<ReviewVote> = async ({ doc, req }) => {
  await expire(doc, req)
  return doc
}
