import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

const reviewAuthorRow = z.object({ user_id: z.number().nullable() })

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value)

/** A helpful vote is for a published review, and never one's own. */
export const voteOnOthersPublishedReview: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const reviewId = Number(idOf(data.review))
  const refuse = (message: string) => {
    throw new ValidationError({ collection: 'review-votes', errors: [{ path: 'review', message }], req })
  }
  if (!Number.isInteger(reviewId) || reviewId <= 0) return refuse('Choose the review you found helpful.')
  const db = await sqlFor(req.payload, req)
  const review = await selectRow(db, 'the review to mark helpful', reviewAuthorRow, sql`SELECT user_id FROM reviews WHERE id = ${reviewId} AND status = 'published'`)
  if (!review) return refuse('Only published reviews can be marked helpful.')
  if (String(review.user_id) === String(idOf(data.user))) return refuse('You cannot mark your own review helpful.')
  return data
}
