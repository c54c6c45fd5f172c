import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'

/**
 * Expired cache tags travel between processes as PostgreSQL notices on one channel: every app
 * instance listens (src/platform/cache/tag-listener.ts) and expires them in its own cache. A notice
 * sent inside a write's transaction is delivered when the write commits, and never if it rolls
 * back, so no instance re-renders a page before the new data is there.
 */
export const CACHE_TAGS_CHANNEL = 'hirestack_cache_tags'

/** PostgreSQL caps a notice at 8,000 bytes; 20 tags of at most 256 characters stay well under. */
const TAGS_PER_NOTICE = 20

const noticeSchema = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1).max(TAGS_PER_NOTICE),
})

export type CacheTagNotice = z.infer<typeof noticeSchema>

/** A notice's payload, or null when it is not one of ours. */
export function parseNotice(text: string | undefined): CacheTagNotice | null {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(text ?? ''))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Tells every app instance, the writer's own included, that the tags expired, in the transaction
 * of `req` when it has one (so the notice arrives when the write is visible to every reader).
 */
export async function announceExpiredTags(
  req: { payload: Payload; transactionID?: PayloadRequest['transactionID'] },
  tags: string[],
): Promise<void> {
  const db = await sqlFor(req.payload, req)
  const unique = [...new Set(tags)]
  for (let start = 0; start < unique.length; start += TAGS_PER_NOTICE) {
    const notice: CacheTagNotice = { tags: unique.slice(start, start + TAGS_PER_NOTICE) }
    await db.execute(sql`SELECT pg_notify(${CACHE_TAGS_CHANNEL}, ${JSON.stringify(notice)})`)
  }
}
