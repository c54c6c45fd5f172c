import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Review } from '@/payload-types'
import { purgeCacheKeys } from '@/platform/cache/purge'
import { sqlFor } from '@/platform/database/db'

import { reviewedToolKeys } from './reviewed-tool-keys'

const toolIdOf = (review: Pick<Review, 'tool'>) => (typeof review.tool === 'object' ? review.tool.id : review.tool)

async function purge(review: Pick<Review, 'tool'>, req: PayloadRequest) {
  const db = await sqlFor(req.payload, req)
  await purgeCacheKeys(await reviewedToolKeys(db, toolIdOf(review)), req)
}

/**
 * A review shows on its tool's page only while published: publishing, unpublishing, a vendor's
 * reply or a helpful vote on a published one purges that page (docs/caching.md). A pending
 * review changes no page.
 */
export const purgeReviewedToolAfterChange: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'published' || previousDoc?.status === 'published') await purge(doc, req)
  return doc
}

export const purgeReviewedToolAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  if (doc.status === 'published') await purge(doc, req)
  return doc
}
