import type { Payload } from 'payload'

import { type TxReq, withLockedRow } from '@/platform/database/transaction'

/**
 * Billing at Stripe runs between two short transactions, never inside one: the first claims the
 * row (a submission's `chargeStatus: 'charging'`, a sponsorship's `status: 'activating'`) and
 * commits, Stripe is called with the row's idempotency key, and the second records the outcome.
 * A slow or hanging Stripe so holds no row lock and no transaction. See docs/payments.md.
 */

/**
 * A claim older than this belongs to a process that died between the steps: the Stripe SDK gives
 * up long before (80 s per try, two retries). The next approval or card retry resumes it, and the
 * idempotency key and the lookup of earlier charges and subscriptions make that bill once.
 */
const CLAIM_STALE_MS = 10 * 60_000

/** True while a claim is recent enough that its own process is still at Stripe. */
export const claimIsLive = (row: { updatedAt: string }, now = Date.now()) => now - Date.parse(row.updatedAt) < CLAIM_STALE_MS

export const SUBMISSION_BEING_CHARGED =
  'This submission is already being approved: its card is being charged. Reload the page in a moment to see the outcome.'
export const SPONSORSHIP_BEING_STARTED =
  'This sponsorship is already being approved: its subscription is being started. Reload the page in a moment to see the outcome.'

/**
 * Gives a claim up after Stripe failed or its outcome could not be saved, so the admin (or the
 * vendor) can try again. Logged, never thrown: a claim that cannot be released goes stale and is
 * resumed by the next attempt.
 */
export async function releaseClaim(
  payload: Payload,
  table: 'submissions' | 'sponsorships',
  id: number,
  release: (req: TxReq) => Promise<unknown>,
): Promise<void> {
  try {
    await withLockedRow(payload, table, id, release)
  } catch (error) {
    payload.logger.error({ err: error, [table]: id }, 'billing claim could not be released; it is resumed once stale')
  }
}
