import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

import type { RatingSummary } from './rating-summary'

/** The count and mean rating of a tool's published reviews, exact (pending and rejected ones never count). */
export async function reviewSummaryOf(db: SqlExecutor, toolId: number): Promise<RatingSummary> {
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS count, COALESCE(avg(rating), 0)::float AS average
    FROM reviews WHERE tool_id = ${toolId} AND status = 'published'`)
  return { count: Number(rows[0]?.count ?? 0), average: Number(rows[0]?.average ?? 0) }
}
