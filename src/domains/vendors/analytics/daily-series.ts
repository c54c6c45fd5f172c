import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { selectRows } from '@/platform/database/typed-rows'

/** One UTC day of a tool: de-duplicated views and outbound clicks (tool_stats) and upvotes given that day. */
const dayStatsRow = z.object({ day: z.string(), views: z.number(), clicks: z.number(), upvotes: z.number() })
export type DayStats = z.infer<typeof dayStatsRow>

/**
 * The last `days` days up to and including `today` (YYYY-MM-DD, UTC), preceded by the `days`
 * before them for the comparison: `2 × days` rows, oldest first, a day without activity as zeros.
 */
export async function dailySeries(db: SqlExecutor, toolId: number, days: number, today: string): Promise<DayStats[]> {
  return selectRows(db, "a tool's daily series", dayStatsRow, sql`
    WITH days AS (
      SELECT to_char(d, 'YYYY-MM-DD') AS day
      FROM generate_series(${today}::date - (${days * 2 - 1})::int, ${today}::date, interval '1 day') AS d
    ), votes AS (
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS upvotes
      FROM upvotes
      WHERE tool_id = ${toolId}
        AND created_at >= (${today}::date - (${days * 2 - 1})::int)::timestamp AT TIME ZONE 'UTC'
      GROUP BY 1
    )
    SELECT days.day, COALESCE(s.views, 0)::int AS views, COALESCE(s.clicks, 0)::int AS clicks, COALESCE(votes.upvotes, 0)::int AS upvotes
    FROM days
    LEFT JOIN tool_stats s ON s.tool_id = ${toolId} AND s.day = days.day
    LEFT JOIN votes ON votes.day = days.day
    ORDER BY days.day`)
}
