import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { ABANDONED_AFTER, newsletterDb } from './sql'
import { SEND_TASK } from './start-send'

/** How far an issue's delivery has come, for the admin's progress line ("sent/total"). */
export type SendProgress = {
  status: 'draft' | 'sending' | 'sent' | 'cancelled'
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

export async function sendProgress(payload: Payload, issueId: number): Promise<SendProgress | null> {
  const db = await newsletterDb(payload)
  const issue = await db.execute(sql`SELECT status, recipients_total FROM newsletter_issues WHERE id = ${issueId}`)
  const row = issue.rows[0]
  if (!row) return null
  const counts = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE status = 'sent') AS sent,
      count(*) FILTER (WHERE status = 'failed') AS failed,
      count(*) FILTER (WHERE status = 'skipped') AS skipped,
      count(*) FILTER (WHERE status = 'uncertain') AS uncertain,
      count(*) FILTER (WHERE status IN ('pending', 'sending')) AS pending,
      count(*) FILTER (WHERE status = 'cancelled') AS cancelled
    FROM newsletter_deliveries WHERE issue_id = ${issueId}`)
  const jobs = await db.execute(sql`
    SELECT count(*) AS live FROM payload_jobs
    WHERE task_slug = ${SEND_TASK} AND (input->>'issueId')::int = ${issueId} AND completed_at IS NULL AND has_error IS NOT TRUE
      AND (processing IS NOT TRUE OR updated_at > now() - ${ABANDONED_AFTER}::interval)`)
  const count = (key: string) => Number(counts.rows[0]?.[key] ?? 0)
  return {
    status: row.status as SendProgress['status'],
    total: Number(row.recipients_total ?? 0),
    sent: count('sent'),
    failed: count('failed'),
    skipped: count('skipped'),
    uncertain: count('uncertain'),
    pending: count('pending'),
    cancelled: count('cancelled'),
    running: Number(jobs.rows[0]?.live ?? 0) > 0,
  }
}
