import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { ReviewVote } from '@/payload-types'
import { purgeCacheKeys } from '@/platform/cache/purge'
import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

import { reviewedToolKeys } from './reviewed-tool-keys'

const reviewToolRow = z.object({ tool_id: z.number().nullable() })

const reviewId = (vote: ReviewVote) => (typeof vote.review === 'object' ? vote.review.id : vote.review)

/**
 * A helpful mark came or went: PostgreSQL's trigger has counted it (`review_helpful_counts`), and
 * the review's tool page, which shows the count and sorts by it, is purged.
 */
async function purge(vote: ReviewVote, req: PayloadRequest) {
  const db = await sqlFor(req.payload, req)
  const review = await selectRow(db, "a marked review's tool", reviewToolRow, sql`SELECT tool_id FROM reviews WHERE id = ${reviewId(vote)}`)
  if (review?.tool_id) await purgeCacheKeys(await reviewedToolKeys(db, review.tool_id), req)
}

export const purgeMarkedReviewAfterCreate: CollectionAfterChangeHook<ReviewVote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await purge(doc, req)
  return doc
}

export const purgeMarkedReviewAfterDelete: CollectionAfterDeleteHook<ReviewVote> = async ({ doc, req }) => {
  await purge(doc, req)
  return doc
}
