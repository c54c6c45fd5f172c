import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

/** The newsletter's raw SQL handle (outside any transaction unless `req` has one): each statement commits on its own. */
export const newsletterDb = (payload: Payload, req?: Parameters<typeof sqlFor>[1]) => sqlFor(payload, req)

/** A delivery claimed this long ago and still `sending` belongs to a sender that died mid-message (see send-batch.ts). */
export const ABANDONED_AFTER = '10 minutes'

/** An issue's `status` column, as the NewsletterIssues collection's select defines it. */
export const issueStatusRow = z.object({ status: z.enum(['draft', 'sending', 'sent', 'cancelled']) })
export type IssueStatus = z.infer<typeof issueStatusRow>['status']

/** The issue's status with its row locked until the caller's transaction ends (undefined when the issue is gone). */
export async function lockedIssueStatus(db: Awaited<ReturnType<typeof newsletterDb>>, issueId: number): Promise<IssueStatus | undefined> {
  const issue = await selectRow(db, "a locked issue's status", issueStatusRow, sql`SELECT status FROM newsletter_issues WHERE id = ${issueId} FOR UPDATE`)
  return issue?.status
}
