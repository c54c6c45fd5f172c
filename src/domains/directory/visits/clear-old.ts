import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { statsDay } from '@/domains/directory/listing/stats'
import { sqlFor } from '@/platform/database/db'

import { VISIT_DAYS_KEPT } from './rules'

/**
 * Deletes the visitor and address rows of past days: they only dedupe and cap the current day (the
 * counts themselves are in `tool_stats`), so the tables hold about one day of visitors.
 */
export async function clearOldToolVisits(payload: Payload, now = new Date()): Promise<number> {
  const db = await sqlFor(payload)
  const oldest = statsDay(new Date(now.getTime() - (VISIT_DAYS_KEPT - 1) * 24 * 60 * 60 * 1000))
  const visitors = await db.execute(sql`DELETE FROM tool_visits WHERE day < ${oldest}`)
  const addresses = await db.execute(sql`DELETE FROM tool_visit_addresses WHERE day < ${oldest}`)
  return (visitors.rowCount ?? 0) + (addresses.rowCount ?? 0)
}
