import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { z } from 'zod'

import type { Tool } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

/**
 * Payload writes a tool's whole row from the document it read when the operation began, so an
 * edit (an editor's save, an enrichment job) that read the tool before a vote committed would
 * write the old `upvote_count` back over the vote's increment. Recounting the rows afterwards, in
 * the same transaction, repairs that: this statement sees every committed vote, and a vote still
 * in flight waits for this row lock and increments the recounted value.
 */
export const recountUpvotes: CollectionAfterChangeHook<Tool> = async ({ doc, req }) => {
  const db = await sqlFor(req.payload, req)
  const result = await selectRow(db, "a tool's recounted upvotes", z.object({ upvote_count: z.number() }), sql`
    UPDATE tools SET upvote_count = (SELECT count(*)::int FROM upvotes WHERE upvotes.tool_id = tools.id)
    WHERE id = ${doc.id} RETURNING upvote_count::int`)
  return result ? { ...doc, upvoteCount: result.upvote_count } : doc
}
