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
    for (const tag of tags) revalidateTag(tag, 'max')
  } catch {
    // Not inside a Next.js request or server: nothing is cached here.
  }
}
