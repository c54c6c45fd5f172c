import type { RequestContext } from 'payload'

import { isRunningAsJob } from './job-scope'
import { expireTagsRemotely } from './remote-revalidation'

/**
 * Expires cache tags after a write. Inside one of the app's requests (server actions, route
 * handlers, Payload's REST and admin) Next does it directly. Jobs (src/lib/job-scope.ts) and code
 * outside any request — the worker, scripts, tests, where Next 16's revalidateTag throws
 * "Invariant: static generation store missing" — send the tags to the app's signed revalidation
 * route instead (src/lib/remote-revalidation.ts), so a job's write shows on the cached public
 * pages too. So does a write during a page render, where Next forbids revalidateTag. Writers
 * that must not touch the cache (the seed) set `context.disableRevalidate`.
 */
export async function revalidateTags(tags: string[], context?: RequestContext): Promise<void> {
  if (context?.disableRevalidate || tags.length === 0) return
  if (isRunningAsJob()) {
    await expireTagsRemotely(tags)
    return
  }
  try {
    const { revalidateTag } = await import('next/cache')
    // Expire at once (not stale-while-revalidate): the next request after a write, e.g. the
    // reload after an upvote or an editor's save, must already show it.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    await expireTagsRemotely(tags)
  }
}
