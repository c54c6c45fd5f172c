import type { RequestContext } from 'payload'

/**
 * Expires cache tags after a write. Outside a Next.js server (seed scripts, the jobs worker,
 * tests) there is no cache to expire and Next throws; that case is expected and ignored. Writers
 * that know they run outside Next set `context.disableRevalidate`.
 */
export async function revalidateTags(tags: string[], context?: RequestContext): Promise<void> {
  if (context?.disableRevalidate || tags.length === 0) return
  try {
    const { revalidateTag } = await import('next/cache')
    // Expire at once (not stale-while-revalidate): the next request after a write, e.g. the
    // reload after an upvote or an editor's save, must already show it.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request or server: nothing is cached here.
  }
}
