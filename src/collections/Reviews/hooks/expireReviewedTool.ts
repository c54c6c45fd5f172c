import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { reviewedToolTags } from '@/domains/reviews'
import type { Review } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'

const toolIdOf = (review: Pick<Review, 'tool'>) => (typeof review.tool === 'object' ? review.tool.id : review.tool)

async function expire(review: Pick<Review, 'tool'>, req: PayloadRequest) {
  const db = await sqlFor(req.payload, req)
  await revalidateTags(await reviewedToolTags(db, toolIdOf(review)), req)
}

/**
 * A review shows on its tool's page only while published: publishing, unpublishing, a vendor's
 * reply or a helpful vote on a published one expires that page (docs/caching.md). A pending
 * review changes no page.
 */
export const expireReviewedToolAfterChange: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'published' || previousDoc?.status === 'published') await expire(doc, req)
  return doc
}

export const expireReviewedToolAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  if (doc.status === 'published') await expire(doc, req)
  return doc
}
