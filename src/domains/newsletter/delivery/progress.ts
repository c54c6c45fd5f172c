import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { column, selectRow } from '@/platform/database/typed-rows'

import { ABANDONED_AFTER, issueStatusRow, newsletterDb, type IssueStatus } from './sql'
import { SEND_TASK } from './start-send'

/** How far an issue's delivery has come, for the admin's progress line ("sent/total"). */
export type SendProgress = {
  status: IssueStatus
  total: number
  sent: number
  failed: number
  skipped: number
  uncertain: number
  pending: number
  /** Not mailed because an editor cancelled the send. */
  cancelled: number
  /** A batch job is queued or running (one that stopped updating long ago counts as dead). */
  running: boolean
}

const deliveryCountsRow = z.object({
  sent: column.number,
  failed: column.number,
  skipped: column.number,
  uncertain: column.number,
  pending: column.number,
  cancelled: column.number,
})

export async function sendProgress(payload: Payload, issueId: number): Promise<SendProgress | null> {
  const db = await newsletterDb(payload)
  const issue = await selectRow(db, "an issue's send", issueStatusRow.extend({ recipients_total: column.number.nullable() }), sql`
    SELECT status, recipients_total FROM newsletter_issues WHERE id = ${issueId}`)
  if (!issue) return null
  const counts = await selectRow(db, "an issue's delivery counts", deliveryCountsRow, sql`
    SELECT
      count(*) FILTER (WHERE status = 'sent') AS sent,
      count(*) FILTER (WHERE status = 'failed') AS failed,
      count(*) FILTER (WHERE status = 'skipped') AS skipped,
      count(*) FILTER (WHERE status = 'uncertain') AS uncertain,
      count(*) FILTER (WHERE status IN ('pending', 'sending')) AS pending,
      count(*) FILTER (WHERE status = 'cancelled') AS cancelled
    FROM newsletter_deliveries WHERE issue_id = ${issueId}`)
  const jobs = await selectRow(db, "an issue's live send jobs", z.object({ live: column.number }), sql`
    SELECT count(*) AS live FROM payload_jobs
    WHERE task_slug = ${SEND_TASK} AND (input->>'issueId')::int = ${issueId} AND completed_at IS NULL AND has_error IS NOT TRUE
      AND (processing IS NOT TRUE OR updated_at > now() - ${ABANDONED_AFTER}::interval)`)
  // Aggregates without GROUP BY always answer one row.
  const none = { sent: 0, failed: 0, skipped: 0, uncertain: 0, pending: 0, cancelled: 0 }
  return { status: issue.status, total: issue.recipients_total ?? 0, ...(counts ?? none), running: (jobs?.live ?? 0) > 0 }
}
