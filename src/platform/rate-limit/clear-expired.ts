import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlFor } from '@/platform/database/db'

import { RATE_LIMIT_TABLE } from './rules'

/**
 * Deletes the windows that have ended. The limiter resets an ended window in place when its client
 * comes back, so only clients that never return leave rows behind; this keeps the table to about
 * one row per client active in the longest window.
 */
export async function clearExpiredRateLimits(payload: Payload): Promise<number> {
  const db = await sqlFor(payload)
  const result = await db.execute(sql`DELETE FROM ${sql.identifier(RATE_LIMIT_TABLE)} WHERE expire < ${Date.now()}`)
  return result.rowCount ?? 0
}
