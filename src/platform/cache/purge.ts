import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { announcePurge } from './purge-notices'

export type PurgingRequest = { payload: Payload; context?: RequestContext; transactionID?: PayloadRequest['transactionID'] }

/**
 * Purges the pages that show what a write changed: the keys go out as a notice in the write's own
 * transaction (src/platform/cache/purge-notices.ts), so when the write commits every app instance
 * purges the cache tier's pages carrying those keys (src/platform/cache/purge-listener.ts), and a
 * write that rolls back purges nothing. The app keeps no page or query cache of its own, so there
 * is nothing else to purge. A seed or test-fixture write (`context.seedWrite`) purges nothing: no
 * page has been served yet, and it sets off no enrichment either.
 */
export async function purgeCacheKeys(keys: string[], req: PurgingRequest): Promise<void> {
  if (req.context?.seedWrite || keys.length === 0) return
  await announcePurge(req, keys)
}
