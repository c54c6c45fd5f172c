import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { announceExpiredTags } from './tag-notices'

export type RevalidatingRequest = { payload: Payload; context?: RequestContext; transactionID?: PayloadRequest['transactionID'] }

/**
 * Expires the pages that show what a write changed: the tags go out as a notice in the write's own
 * transaction (src/platform/cache/tag-notices.ts), so when the write commits every app instance
 * purges the cache tier's pages carrying those keys (src/platform/cache/tag-listener.ts), and a
 * write that rolls back purges nothing. The app keeps no page or query cache of its own, so there
 * is nothing else to expire. Writers that must not purge (the seed) set `context.disableRevalidate`.
 */
export async function revalidateTags(tags: string[], req: RevalidatingRequest): Promise<void> {
  if (req.context?.disableRevalidate || tags.length === 0) return
  await announceExpiredTags(req, tags)
}
