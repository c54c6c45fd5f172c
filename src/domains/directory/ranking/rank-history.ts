import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { selectRows } from '@/platform/database/typed-rows'

/** A tool's place in its category on one UTC day (1 is first); null on a day the ranking did not record it. */
export type RankDay = { day: string; rank: number | null }

/**
 * The tool's recorded category rank on each day from `from` to `to` (YYYY-MM-DD, both included),
 * oldest first, written by calculateRanking; a day without a record is null.
 */
export async function recordedRanks(db: SqlExecutor, toolId: number, from: string, to: string): Promise<RankDay[]> {
  return selectRows(db, "a tool's recorded ranks", z.object({ day: z.string(), rank: z.number().nullable() }), sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day, r.rank
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    LEFT JOIN tool_category_ranks r ON r.tool_id = ${toolId} AND r.day = to_char(d, 'YYYY-MM-DD')
    ORDER BY d`)
}
