import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { countRow } from '@/platform/database/common-rows'
import { inTransaction } from '@/platform/database/transaction'
import { selectRow } from '@/platform/database/typed-rows'
import { formatCount } from '@/platform/text/format-count'

import { lockedIssueStatus, newsletterDb } from './sql'
import type { SendAnswer } from './start-send'

/**
 * Stops a send that has not finished: in one transaction, with the issue locked against a batch
 * finishing it at the same moment, every delivery still waiting its turn becomes `cancelled` and
 * the issue `cancelled`. Batches claim only while the issue is being sent, so nobody else is
 * mailed; the few mails already handed to the mail server (at most a batch's senders) complete.
 */
export async function cancelIssueSend(payload: Payload, issueId: number): Promise<SendAnswer> {
  return inTransaction(payload, async (req) => {
    const db = await newsletterDb(payload, req)
    const status = await lockedIssueStatus(db, issueId)
    if (!status) return { ok: false, httpStatus: 404, message: 'This issue no longer exists.' }
    if (status !== 'sending') return { ok: false, httpStatus: 409, message: 'Only an issue that is being sent can be cancelled.' }
    const stopped = await db.execute(sql`
      UPDATE newsletter_deliveries SET status = 'cancelled', updated_at = now()
      WHERE issue_id = ${issueId} AND status = 'pending'`)
    const sent = await selectRow(db, 'the mails of a cancelled send already sent', countRow, sql`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ${issueId} AND status = 'sent'`)
    await db.execute(sql`UPDATE newsletter_issues SET status = 'cancelled', send_cancelled_at = now(), updated_at = now() WHERE id = ${issueId}`)
    const unsent = stopped.rowCount ?? 0
    return { ok: true, httpStatus: 200, message: `Sending stopped: ${formatCount(unsent)} not mailed; ${formatCount(sent?.n ?? 0)} already sent.` }
  })
}
