import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { sqlFor } from '@/platform/database/db'

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
  const { rows } = await db.execute(sql`SELECT user_id FROM reviews WHERE id = ${reviewId} AND status = 'published'`)
  if (rows.length === 0) return refuse('Only published reviews can be marked helpful.')
  if (String(rows[0]?.user_id) === String(idOf(data.user))) return refuse('You cannot mark your own review helpful.')
  return data
}
