import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlFor } from '@/platform/database/db'

/** The newsletter's raw SQL handle (outside any transaction unless `req` has one): each statement commits on its own. */
export const newsletterDb = (payload: Payload, req?: Parameters<typeof sqlFor>[1]) => sqlFor(payload, req)

/** A delivery claimed this long ago and still `sending` belongs to a sender that died mid-message (see send-batch.ts). */
export const ABANDONED_AFTER = '10 minutes'

/** The issue's status with its row locked until the caller's transaction ends (undefined when the issue is gone). */
export async function lockedIssueStatus(db: Awaited<ReturnType<typeof newsletterDb>>, issueId: number): Promise<string | undefined> {
  const { rows } = await db.execute(sql`SELECT status FROM newsletter_issues WHERE id = ${issueId} FOR UPDATE`)
  return rows[0]?.status as string | undefined
}
