import type { RequestContext } from 'payload'

import { expireTagsRemotely } from './remote-revalidation'

/**
 * Next 16 keeps revalidateTag's work in the request's work store and throws this invariant when
 * there is none: in the jobs worker, in jobs the app's own cron runs, in scripts and tests.
 */
const OUTSIDE_REQUEST = /static generation store missing/

/**
 * Expires cache tags after a write. Inside a Next request (server actions, route handlers,
 * Payload's REST and admin) Next does it directly. Anywhere else the tags go to the app through
 * its signed revalidation route (src/lib/remote-revalidation.ts), so a job's write shows on the
 * cached public pages too. Writers that must not touch the cache (the seed) set
 * `context.disableRevalidate`.
 */
export async function revalidateTags(tags: string[], context?: RequestContext): Promise<void> {
  if (context?.disableRevalidate || tags.length === 0) return
  try {
    const { revalidateTag } = await import('next/cache')
    // Expire at once (not stale-while-revalidate): the next request after a write, e.g. the
    // reload after an upvote or an editor's save, must already show it.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (error instanceof Error && OUTSIDE_REQUEST.test(error.message)) {
      await expireTagsRemotely(tags)
      return
    }
    // Called while a page renders, which Next forbids: the write stands, the log says why the
    // cache did not follow.
    console.warn(`[revalidate] cache tags ${tags.join(', ')} not expired: ${error instanceof Error ? error.message : String(error)}`)
  }
}
