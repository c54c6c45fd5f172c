import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

import { REVIEW_REFUSALS } from './review-refusals'
import { reviewRefusal } from './reviewable'

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? Number(id) : null
}

/**
 * Every new review, however it arrives (the form's action, REST, the admin), is held to the one
 * rule of ./reviewable.ts for its author: a confirmed e-mail, a published tool
 * that is not their own listing, and no earlier review of it.
 */
export const refuseUnreviewable: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const toolId = idOf(data.tool)
  const authorId = idOf(data.user)
  const refuse = (path: string, message: string) => {
    throw new ValidationError({ collection: 'reviews', errors: [{ path, message }], req })
  }
  if (toolId === null) return refuse('tool', 'Choose the tool to review.')
  if (authorId === null) return refuse('user', REVIEW_REFUSALS.unauthenticated)
  const db = await sqlFor(req.payload, req)
  const author = await selectRow(db, "a review's author", z.object({ _verified: z.boolean().nullable() }), sql`SELECT _verified FROM users WHERE id = ${authorId}`)
  if (!author) return refuse('user', REVIEW_REFUSALS.unauthenticated)
  const refusal = await reviewRefusal(db, toolId, { id: authorId, _verified: author._verified === true })
  if (refusal) return refuse(refusal === 'unverified' ? 'user' : 'tool', REVIEW_REFUSALS[refusal])
  return data
}
