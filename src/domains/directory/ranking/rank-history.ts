import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

/** A tool's place in its category on one UTC day (1 is first); null on a day the ranking did not record it. */
export type RankDay = { day: string; rank: number | null }

/**
 * The tool's recorded category rank on each day from `from` to `to` (YYYY-MM-DD, both included),
 * oldest first, written by calculateRanking; a day without a record is null.
 */
export async function recordedRanks(db: SqlExecutor, toolId: number, from: string, to: string): Promise<RankDay[]> {
  const { rows } = await db.execute(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day, r.rank
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    LEFT JOIN tool_category_ranks r ON r.tool_id = ${toolId} AND r.day = to_char(d, 'YYYY-MM-DD')
    ORDER BY d`)
  return (rows as { day: string; rank: number | null }[]).map((row) => ({ day: row.day, rank: row.rank === null ? null : Number(row.rank) }))
}
