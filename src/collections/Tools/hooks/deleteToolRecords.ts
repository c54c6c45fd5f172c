import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { sqlFor } from '@/platform/database/db'

/**
 * A tool's upvotes, saved-tool bookmarks, follow digest records, daily view/click counts, change
 * proposals, claims, case study requests and reviews (with the reviews' helpful votes and reports)
 * belong to it alone and can't outlive it (their tool
 * is required), so they go with it, in the delete's own transaction. Submissions,
 * sponsorships and reports keep their history with the tool link cleared.
 */
export const deleteToolRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await sqlFor(req.payload, req)
  await db.execute(sql`DELETE FROM upvotes WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM saved_tools WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM follow_digest_items WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM tool_stats WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM change_proposals WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM claims WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM case_study_requests WHERE tool_id = ${id}`)
  await db.execute(sql`DELETE FROM review_votes WHERE review_id IN (SELECT r.id FROM reviews r WHERE r.tool_id = ${id})`)
  await db.execute(sql`DELETE FROM review_reports WHERE review_id IN (SELECT r.id FROM reviews r WHERE r.tool_id = ${id})`)
  await db.execute(sql`DELETE FROM reviews WHERE tool_id = ${id}`)
}
