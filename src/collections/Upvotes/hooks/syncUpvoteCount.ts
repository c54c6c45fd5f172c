import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { toolCardTagsOf } from '@/domains/directory'
import type { Upvote } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'

const toolId = (upvote: Upvote) => (typeof upvote.tool === 'object' ? upvote.tool.id : upvote.tool)

/**
 * Keeps `tools.upvote_count` exact: an atomic increment/decrement in the same transaction as the
 * row write. Row locks serialise concurrent voters, and the unique (tool, user) index means a
 * count change happens only when a row really appeared or disappeared. Expires only the pages
 * that can show this tool's count (src/domains/directory/listing/tool-card-tags.ts), not every
 * page with tools on it.
 */
async function adjust(upvote: Upvote, delta: 1 | -1, req: Parameters<CollectionAfterChangeHook>[0]['req']) {
  const db = await sqlFor(req.payload, req)
  await db.execute(sql`
    UPDATE tools SET upvote_count = GREATEST(COALESCE(upvote_count, 0) + ${delta}, 0)
    WHERE id = ${toolId(upvote)}`)
  await revalidateTags(await toolCardTagsOf(db, toolId(upvote)), req)
}

export const countUpvoteAfterCreate: CollectionAfterChangeHook<Upvote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await adjust(doc, 1, req)
  return doc
}

export const countUpvoteAfterDelete: CollectionAfterDeleteHook<Upvote> = async ({ doc, req }) => {
  await adjust(doc, -1, req)
  return doc
}
