import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { toolCardTagsOf } from '@/domains/directory'
import type { Upvote } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'

const toolId = (upvote: Upvote) => (typeof upvote.tool === 'object' ? upvote.tool.id : upvote.tool)

/**
 * An upvote came or went: PostgreSQL's trigger has counted it (`tool_upvote_counts`), and the pages
 * that show this tool's count expire (src/domains/directory/listing/tool-card-tags.ts), not every
 * page with tools on it.
 */
async function expire(upvote: Upvote, req: PayloadRequest) {
  await revalidateTags(await toolCardTagsOf(await sqlFor(req.payload, req), toolId(upvote)), req)
}

export const expireUpvotedToolAfterCreate: CollectionAfterChangeHook<Upvote> = async ({ doc, operation, req }) => {
  if (operation === 'create') await expire(doc, req)
  return doc
}

export const expireUpvotedToolAfterDelete: CollectionAfterDeleteHook<Upvote> = async ({ doc, req }) => {
  await expire(doc, req)
  return doc
}
