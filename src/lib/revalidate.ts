import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { announceExpiredTags, THIS_PROCESS } from './cache-tag-notices'
import { isRunningAsJob } from './job-scope'

export type RevalidatingRequest = { payload: Payload; context?: RequestContext; transactionID?: PayloadRequest['transactionID'] }

/** Expires the tags in this process's cache; false where Next can't (outside an app request). */
async function expireHere(tags: string[]): Promise<boolean> {
  try {
    const { revalidateTag } = await import('next/cache')
    // Expire at once (not stale-while-revalidate): the next request after a write, e.g. the
    // reload after an upvote or an editor's save, must already show it.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    return false
  }
}

/**
 * Expires cache tags after a write, in every app instance. Inside one of the app's requests
 * (server actions, route handlers, Payload's REST and admin) Next expires them here at once; a
 * notice in the write's transaction (src/lib/cache-tag-notices.ts) tells the other instances when
 * it commits. Jobs (src/lib/job-scope.ts) and code outside any request — the worker, scripts,
 * tests, where Next 16's revalidateTag throws "static generation store missing" — and writes
 * during a page render, where Next forbids it, only send the notice, which every instance
 * including this one applies. Writers that must not touch the cache (the seed) set
 * `context.disableRevalidate`.
 */
export async function revalidateTags(tags: string[], req: RevalidatingRequest): Promise<void> {
  if (req.context?.disableRevalidate || tags.length === 0) return
  const expiredHere = !isRunningAsJob() && (await expireHere(tags))
  await announceExpiredTags(req, tags, expiredHere ? THIS_PROCESS : null)
}
