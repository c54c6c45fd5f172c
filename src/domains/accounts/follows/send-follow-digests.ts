import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { idRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { selectRows } from '@/platform/database/typed-rows'
import { sendMail } from '@/platform/mail/send'

import { followDigestMail } from '../mail/follow-digest'
import { claimDigest, releaseDigest } from './claim-digest'
import { digestListHeaders, digestUnsubscribeUrl } from './digest-links'

/** Verified users who follow something, have the digest on, and were sent none since the UTC day of `now` began. */
async function dueUsers(payload: Payload, now: Date): Promise<number[]> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
  const db = await sqlFor(payload)
  const rows = await selectRows(db, 'the users due a digest', idRow, sql`
    SELECT u.id FROM users u
    WHERE u._verified IS TRUE AND u.follow_digest_off IS NOT TRUE
      AND EXISTS (SELECT 1 FROM follows f WHERE f.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM follow_digest_items d WHERE d.user_id = u.id AND d.sent_at >= ${dayStart}::timestamptz)
    ORDER BY u.id`)
  return rows.map((row) => row.id)
}

/**
 * The daily follow digest (the `sendFollowDigests` job): one mail per user per UTC day listing the
 * tools newly approved in what they follow, each tool at most once per user (the
 * `follow-digest-items` ledger), with one-click unsubscribe headers. A failed send gives its
 * tools back and the run throws at the end, so the queue retries; users already mailed that day are skipped.
 */
export async function sendFollowDigests(payload: Payload, now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  for (const userId of await dueUsers(payload, now)) {
    const digest = await claimDigest(payload, userId, now)
    if (!digest) continue
    try {
      await sendMail(payload, digest.email, followDigestMail(digest.tools, digestUnsubscribeUrl(userId)), digestListHeaders(userId))
      sent++
    } catch (error) {
      failed++
      payload.logger.error({ err: error, msg: 'follow digest not sent', userId })
      await releaseDigest(
        payload,
        userId,
        digest.tools.map((tool) => tool.id),
        now,
      )
    }
  }
  if (failed > 0) throw new Error(`${failed} follow digest(s) could not be sent; ${sent} were`)
  return { sent, failed }
}
