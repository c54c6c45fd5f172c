import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction } from '@/platform/database/transaction'
import { QUEUES } from '@/platform/jobs/queues'
import { formatCount } from '@/platform/text/format-count'

import { recipientsPhrase } from './recipients-phrase'
import { lockedIssueStatus, newsletterDb } from './sql'

export type SendAnswer = { ok: boolean; message: string; httpStatus: number }

export const SEND_TASK = 'sendNewsletterIssue'

/** Thrown inside the send's transaction to roll it back when the list differs from what the editor confirmed. */
class RecipientsChanged extends Error {
  constructor(readonly now: number) {
    super('The confirmed subscribers changed since the editor confirmed the send')
  }
}

/**
 * Starts sending a draft issue to the number of recipients the editor confirmed: in one
 * transaction it locks the issue, records one `pending` delivery per confirmed subscriber (unique
 * on issue + subscriber: the list of who gets this issue is fixed here, and no address can be on it
 * twice), marks the issue `sending` and queues the first batch, whose job row commits with the
 * rest. When the list no longer has the confirmed number of addresses, nothing is written and the
 * editor is asked to confirm the new number. A second press finds the issue no longer a draft.
 */
export async function startIssueSend(payload: Payload, issueId: number, userId: number, confirmed: number): Promise<SendAnswer> {
  try {
    return await inTransaction(payload, async (req) => {
      const db = await newsletterDb(payload, req)
      const status = await lockedIssueStatus(db, issueId)
      if (!status) return { ok: false, httpStatus: 404, message: 'This issue no longer exists.' }
      if (status !== 'draft') return { ok: false, httpStatus: 409, message: 'This issue has already been sent or is being sent.' }
      const inserted = await db.execute(sql`
        INSERT INTO newsletter_deliveries (issue_id, subscriber_id, status, attempts, updated_at, created_at)
        SELECT ${issueId}, s.id, 'pending', 0, now(), now() FROM subscribers s WHERE s.status = 'subscribed'
        ON CONFLICT (issue_id, subscriber_id) DO NOTHING`)
      const total = inserted.rowCount ?? 0
      // Nothing was written: the issue stays a draft.
      if (total === 0) return { ok: false, httpStatus: 409, message: 'There are no confirmed subscribers to send to.' }
      if (total !== confirmed) throw new RecipientsChanged(total)
      await db.execute(sql`
        UPDATE newsletter_issues SET status = 'sending', recipients_total = ${total}, send_started_at = now(), sent_by_id = ${userId}, updated_at = now()
        WHERE id = ${issueId}`)
      await payload.jobs.queue({ task: SEND_TASK, input: { issueId }, queue: QUEUES.newsletter, req })
      return { ok: true, httpStatus: 200, message: `Sending to ${recipientsPhrase(total)}.` }
    })
  } catch (error) {
    if (!(error instanceof RecipientsChanged)) throw error
    return { ok: false, httpStatus: 409, message: `The issue would now go to ${recipientsPhrase(error.now)}, not ${formatCount(confirmed)}. Nothing was sent; confirm the new number to send.` }
  }
}
