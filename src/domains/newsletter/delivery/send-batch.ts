import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { column, selectRow } from '@/platform/database/typed-rows'
import { sendMail } from '@/platform/mail/send'

import { issueMail, loadIssueContent, type IssueContent } from '../issue/issue-mail'
import { newsletterListHeaders } from '../mail/unsubscribe-link'
import { ABANDONED_AFTER, issueStatusRow, newsletterDb } from './sql'

/** Mails handed to the mail server at the same time (so at most this many are `uncertain` after a crash). */
const SENDERS = 3

/** Tries per recipient before a temporary refusal (4xx, a dropped connection) counts as failed. */
const MAX_ATTEMPTS = 5

/** What one batch did, and what is left: `pending` to send, `inFlight` claimed by a sender (maybe one that died). */
export type BatchResult = { sent: number; failed: number; skipped: number; pending: number; inFlight: number; finished: boolean }

type Db = Awaited<ReturnType<typeof newsletterDb>>
type Claimed = { id: number; subscriberId: number; attempts: number }

const claimedRow = z.object({ id: z.number(), subscriber_id: z.number(), attempts: column.number })
const subscriberRow = z.object({ email: z.string(), status: z.string(), unsubscribe_token: z.string().nullable() })

/** A mail server's permanent refusal (5xx): trying again would not help. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown })?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * The next pending delivery of the issue, marked `sending` (committed) before any mail goes out;
 * none once the issue is no longer being sent (an editor cancelled it).
 */
async function claimNext(db: Db, issueId: number): Promise<Claimed | null> {
  const row = await selectRow(db, 'the next delivery', claimedRow, sql`
    UPDATE newsletter_deliveries SET status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
    WHERE id = (
      SELECT id FROM newsletter_deliveries WHERE issue_id = ${issueId} AND status = 'pending'
        AND EXISTS (SELECT 1 FROM newsletter_issues WHERE id = ${issueId} AND status = 'sending')
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id, subscriber_id, attempts`)
  return row ? { id: row.id, subscriberId: row.subscriber_id, attempts: row.attempts } : null
}

/** Records a delivery's outcome; one put back to wait for its turn stays out of a cancelled send. */
async function settle(db: Db, id: number, status: 'sent' | 'failed' | 'skipped' | 'pending', error?: string) {
  await db.execute(sql`
    UPDATE newsletter_deliveries d
    SET status = (CASE
        WHEN ${status} = 'pending' AND EXISTS (SELECT 1 FROM newsletter_issues i WHERE i.id = d.issue_id AND i.status = 'cancelled') THEN 'cancelled'
        ELSE ${status} END)::enum_newsletter_deliveries_status,
      last_error = ${error ?? null},
      sent_at = CASE WHEN ${status} = 'sent' THEN now() ELSE sent_at END, updated_at = now()
    WHERE id = ${id}`)
}

/**
 * Sends one claimed delivery. The subscriber is read now, so someone who unsubscribed since the
 * send started is skipped. Returns what happened; a temporary failure puts the row back as pending.
 */
async function deliver(payload: Payload, db: Db, content: IssueContent, claimed: Claimed): Promise<'sent' | 'failed' | 'skipped' | 'retry'> {
  const subscriber = await selectRow(db, "a delivery's subscriber", subscriberRow, sql`
    SELECT email, status, unsubscribe_token FROM subscribers WHERE id = ${claimed.subscriberId}`)
  if (!subscriber || subscriber.status !== 'subscribed' || !subscriber.unsubscribe_token) {
    await settle(db, claimed.id, 'skipped', 'No longer subscribed when its turn came.')
    return 'skipped'
  }
  try {
    const token = subscriber.unsubscribe_token
    await sendMail(payload, subscriber.email, issueMail(content, token), newsletterListHeaders(token))
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
    if (isPermanent(error) || claimed.attempts >= MAX_ATTEMPTS) {
      await settle(db, claimed.id, 'failed', message)
      return 'failed'
    }
    await settle(db, claimed.id, 'pending', message)
    return 'retry'
  }
  await settle(db, claimed.id, 'sent')
  return 'sent'
}

/** Raised when the mail server fails temporarily: the job backs off and tries the rest later. */
class MailServerUnavailable extends Error {}

/**
 * One batch of an issue's delivery (the `sendNewsletterIssue` job). Every recipient is claimed
 * (`sending`, committed) before its mail is handed to the server and marked `sent` right after, so
 * a retried or resumed batch never mails anyone twice. A delivery left `sending` by a sender that
 * died mid-message may or may not have gone out: it is marked `uncertain` and never sent again
 * (at most SENDERS per crashed job). When nothing is left the issue becomes `sent`.
 */
export async function sendIssueBatch(payload: Payload, issueId: number, batchSize: number): Promise<BatchResult> {
  const db = await newsletterDb(payload)
  const result: BatchResult = { sent: 0, failed: 0, skipped: 0, pending: 0, inFlight: 0, finished: false }
  const issue = await selectRow(db, 'the issue of a batch', issueStatusRow, sql`SELECT status FROM newsletter_issues WHERE id = ${issueId}`)
  if (issue?.status !== 'sending') return { ...result, finished: true }
  await db.execute(sql`
    UPDATE newsletter_deliveries SET status = 'uncertain', last_error = 'The sender stopped while handing this mail over; it is not sent again.', updated_at = now()
    WHERE issue_id = ${issueId} AND status = 'sending' AND claimed_at < now() - ${ABANDONED_AFTER}::interval`)
  const content = await loadIssueContent(payload, issueId)
  if (!content) return { ...result, finished: true }

  // A few mails in flight at once (each its own claim): the wait is the mail server's, not ours.
  let claims = 0
  let refusedTemporarily = false
  const sender = async () => {
    while (!refusedTemporarily && claims < batchSize) {
      claims += 1
      const claimed = await claimNext(db, issueId)
      if (!claimed) return
      const outcome = await deliver(payload, db, content, claimed)
      if (outcome === 'retry') refusedTemporarily = true
      else result[outcome] += 1
    }
  }
  await Promise.all(Array.from({ length: SENDERS }, sender))
  if (refusedTemporarily) throw new MailServerUnavailable(`The mail server refused temporarily; ${result.sent} sent in this batch before it did.`)
  return finishIfDone(db, issueId, result)
}

async function finishIfDone(db: Db, issueId: number, result: BatchResult): Promise<BatchResult> {
  const left = await selectRow(db, 'the deliveries left', z.object({ pending: column.number, sending: column.number }), sql`
    SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'sending') AS sending
    FROM newsletter_deliveries WHERE issue_id = ${issueId}`)
  const pending = left?.pending ?? 0
  const inFlight = left?.sending ?? 0
  if (pending + inFlight > 0) return { ...result, pending, inFlight }
  await db.execute(sql`UPDATE newsletter_issues SET status = 'sent', sent_at = now(), updated_at = now() WHERE id = ${issueId} AND status = 'sending'`)
  return { ...result, finished: true }
}
