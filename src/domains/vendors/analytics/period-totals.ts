import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { selectRow } from '@/platform/database/typed-rows'

const periodTotalsRow = z.object({ views: z.number(), clicks: z.number(), upvotes: z.number() })
export type PeriodTotals = z.infer<typeof periodTotalsRow>

/** The tool's counted views and clicks (tool_stats) and upvotes given from `from` to `to` (YYYY-MM-DD, UTC, both included). */
export async function periodTotals(db: SqlExecutor, toolId: number, from: string, to: string): Promise<PeriodTotals> {
  const row = await selectRow(db, "a tool's period totals", periodTotalsRow, sql`
    SELECT
      (SELECT COALESCE(SUM(views), 0) FROM tool_stats WHERE tool_id = ${toolId} AND day >= ${from} AND day <= ${to})::int AS views,
      (SELECT COALESCE(SUM(clicks), 0) FROM tool_stats WHERE tool_id = ${toolId} AND day >= ${from} AND day <= ${to})::int AS clicks,
      (SELECT count(*) FROM upvotes WHERE tool_id = ${toolId}
        AND created_at >= ${from}::timestamp AT TIME ZONE 'UTC'
        AND created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC')::int AS upvotes`)
  // A SELECT without FROM always answers one row.
  return row ?? { views: 0, clicks: 0, upvotes: 0 }
}
