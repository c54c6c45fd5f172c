import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { toolCardKeysOf } from '@/domains/directory'
import type { Upvote } from '@/payload-types'
import { purgeCacheKeys } from '@/platform/cache/purge'
import { sqlFor } from '@/platform/database/db'

const toolId = (upvote: Upvote) => (typeof upvote.tool === 'object' ? upvote.tool.id : upvote.tool)

/**
 * An upvote came or went: PostgreSQL's trigger has counted it (`tool_upvote_counts`), and the pages
 * that show this tool's count are purged (src/domains/directory/listing/tool-card-cache-keys.ts), not every
 * page with tools on it.
 */
async function purge(upvote: Upvote, req: PayloadRequest) {
  await purgeCacheKeys(await toolCardKeysOf(await sqlFor(req.payload, req), toolId(upvote)), req)
}

export const purgeUpvotedToolAfterCreate: CollectionAfterChangeHook<Upvote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await purge(doc, req)
  return doc
}

export const purgeUpvotedToolAfterDelete: CollectionAfterDeleteHook<Upvote> = async ({ doc, req }) => {
  await purge(doc, req)
  return doc
}
