import { sql } from '@payloadcms/db-postgres'

import { idRow } from '@/platform/database/common-rows'
import { selectRows } from '@/platform/database/typed-rows'

import type { SqlExecutor } from '../listing/sql-executor'

/** Each tool is checked once a week, on the weekday its id gives (id % 7: 0 Sunday … 6 Saturday, UTC), so a day holds a seventh of them. */
const CHECK_INTERVAL_DAYS = 7

/** Tools a day's run checks at most per job, so one slow site delays few others and a retry repeats little. */
const CHECK_BATCH_SIZE = 5

/**
 * The published tools with a website due on `now`'s weekday that no check reached in the last six
 * days, plus any tool whose last check is over eight days old (a day the worker was down).
 */
export async function toolsDueForCheck(db: SqlExecutor, now: Date): Promise<number[]> {
  const day = now.getUTCDay()
  const rows = await selectRows(db, 'the tools due for a freshness check', idRow, sql`
    SELECT id FROM tools
    WHERE _status = 'published'
      AND (source_url ~* '^https?://' OR affiliate_link ~* '^https?://')
      AND (
        (id % ${CHECK_INTERVAL_DAYS} = ${day} AND (site_checked_at IS NULL OR site_checked_at < ${new Date(now.getTime() - 6 * 86_400_000).toISOString()}))
        OR site_checked_at < ${new Date(now.getTime() - 8 * 86_400_000).toISOString()}
      )
    ORDER BY id`)
  return rows.map((row) => row.id)
}

export function inBatches<T>(items: T[], size = CHECK_BATCH_SIZE): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}
