import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Upvote } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { TAGS } from '@/platform/cache/tags'
import { sqlFor } from '@/platform/database/db'

const toolId = (upvote: Upvote) => (typeof upvote.tool === 'object' ? upvote.tool.id : upvote.tool)

/**
 * Keeps `tools.upvote_count` exact: an atomic increment/decrement in the same transaction as the
 * row write. Row locks serialise concurrent voters, and the unique (tool, user) index means a
 * count change happens only when a row really appeared or disappeared.
 */
async function adjust(upvote: Upvote, delta: 1 | -1, req: Parameters<CollectionAfterChangeHook>[0]['req']) {
  const db = await sqlFor(req.payload, req)
  const result = await db.execute<{ slug: string | null }>(sql`
    UPDATE tools SET upvote_count = GREATEST(COALESCE(upvote_count, 0) + ${delta}, 0)
    WHERE id = ${toolId(upvote)} RETURNING slug`)
  const slug = result.rows[0]?.slug
  await revalidateTags([TAGS.tools, ...(slug ? [TAGS.tool(slug)] : [])], req)
}

export const countUpvoteAfterCreate: CollectionAfterChangeHook<Upvote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await adjust(doc, 1, req)
  return doc
}

export const countUpvoteAfterDelete: CollectionAfterDeleteHook<Upvote> = async ({ doc, req }) => {
  await adjust(doc, -1, req)
  return doc
}
