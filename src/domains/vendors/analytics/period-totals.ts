import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

export type PeriodTotals = { views: number; clicks: number; upvotes: number }

/** The tool's counted views and clicks (tool_stats) and upvotes given from `from` to `to` (YYYY-MM-DD, UTC, both included). */
export async function periodTotals(db: SqlExecutor, toolId: number, from: string, to: string): Promise<PeriodTotals> {
  const { rows } = await db.execute(sql`
    SELECT
      (SELECT COALESCE(SUM(views), 0) FROM tool_stats WHERE tool_id = ${toolId} AND day >= ${from} AND day <= ${to})::int AS views,
      (SELECT COALESCE(SUM(clicks), 0) FROM tool_stats WHERE tool_id = ${toolId} AND day >= ${from} AND day <= ${to})::int AS clicks,
      (SELECT count(*) FROM upvotes WHERE tool_id = ${toolId}
        AND created_at >= ${from}::timestamp AT TIME ZONE 'UTC'
        AND created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC')::int AS upvotes`)
  const row = rows[0] as PeriodTotals
  return { views: Number(row.views), clicks: Number(row.clicks), upvotes: Number(row.upvotes) }
}
