import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'

/**
 * Cache keys to purge travel between processes as PostgreSQL notices on one channel: every app
 * instance listens (src/platform/cache/purge-listener.ts) and purges them from the cache tier. A notice
 * sent inside a write's transaction is delivered when the write commits, and never if it rolls
 * back, so no instance re-renders a page before the new data is there.
 */
export const CACHE_PURGE_CHANNEL = 'hirestack_cache_purge'

/** PostgreSQL caps a notice at 8,000 bytes; 20 keys of at most 256 characters stay well under. */
const KEYS_PER_NOTICE = 20

const noticeSchema = z.object({
  keys: z.array(z.string().min(1).max(256)).min(1).max(KEYS_PER_NOTICE),
})

export type CachePurgeNotice = z.infer<typeof noticeSchema>

/** A notice's payload, or null when it is not one of ours. */
export function parseNotice(text: string | undefined): CachePurgeNotice | null {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(text ?? ''))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Tells every app instance, the writer's own included, that the keys are to be purged, in the transaction
 * of `req` when it has one (so the notice arrives when the write is visible to every reader).
 */
export async function announcePurge(
  req: { payload: Payload; transactionID?: PayloadRequest['transactionID'] },
  keys: string[],
): Promise<void> {
  const db = await sqlFor(req.payload, req)
  const unique = [...new Set(keys)]
  for (let start = 0; start < unique.length; start += KEYS_PER_NOTICE) {
    const notice: CachePurgeNotice = { keys: unique.slice(start, start + KEYS_PER_NOTICE) }
    await db.execute(sql`SELECT pg_notify(${CACHE_PURGE_CHANNEL}, ${JSON.stringify(notice)})`)
  }
}
