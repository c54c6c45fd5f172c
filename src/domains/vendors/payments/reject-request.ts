/** What rejecting a submission or a placement shares: the reason's rule and the locked update that reports, never throws. */
import type { Payload } from 'payload'

import { type TxReq, withLockedRow } from '@/platform/database/transaction'

import { type ReviewResult, reviewError } from './review-result'

/** The trimmed reason to store and email, or null when it is too short to tell the vendor anything. */
export function cleanReason(raw: string): string | null {
  const reason = raw.trim()
  return reason.length < 3 ? null : reason.slice(0, 2000)
}

export const REASON_REQUIRED = 'Give the vendor a reason (at least 3 characters).'

/** The locked update of a rejection; a database failure rolls it back and is reported, never thrown. */
export async function rejectLocked<T>(
  payload: Payload,
  table: 'submissions' | 'sponsorships',
  id: number,
  work: (req: TxReq) => Promise<T | ReviewResult>,
): Promise<T | ReviewResult> {
  try {
    return await withLockedRow(payload, table, id, work)
  } catch (error) {
    payload.logger.error({ err: error, [table]: id }, 'rejection failed')
    return reviewError(`Rejection failed and nothing was changed: ${(error as Error).message}`, 502)
  }
}
