import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { sqlFor } from '@/platform/database/db'

/** A review's helpful votes and the reports about it go with it, in the delete's own transaction. */
export const deleteReviewRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await sqlFor(req.payload, req)
  await db.execute(sql`DELETE FROM review_votes WHERE review_id = ${id}`)
  await db.execute(sql`DELETE FROM review_reports WHERE review_id = ${id}`)
}
