import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { isRunningAsJob } from '../jobs/scope'
import { announceExpiredTags } from './tag-notices'

export type RevalidatingRequest = { payload: Payload; context?: RequestContext; transactionID?: PayloadRequest['transactionID'] }

/** Expires the tags in this process's cache, where Next can (inside an app request). */
async function expireHere(tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    // Expire at once (not stale-while-revalidate): the next request after a write, e.g. the
    // reload after an upvote or an editor's save, must already show it.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request: the notice below reaches this instance too.
  }
}

/**
 * Expires cache tags after a write, in every app instance. Inside one of the app's requests
 * (server actions, route handlers, Payload's REST and admin) Next expires them here at once, so
 * the action's own answer is fresh. A notice in the write's transaction
 * (src/platform/cache/tag-notices.ts) then reaches every instance, this one included, when the write
 * commits: a page rendered here between this early expiry and the commit read the old rows, and
 * the notice expires it again. Jobs (src/platform/jobs/scope.ts) and code outside any request — the
 * worker, scripts, tests, where Next 16's revalidateTag throws "static generation store missing"
 * — and writes during a page render, where Next forbids it, only send the notice. Writers that
 * must not touch the cache (the seed) set `context.disableRevalidate`.
 */
export async function revalidateTags(tags: string[], req: RevalidatingRequest): Promise<void> {
  if (req.context?.disableRevalidate || tags.length === 0) return
  if (!isRunningAsJob()) await expireHere(tags)
  await announceExpiredTags(req, tags)
}
