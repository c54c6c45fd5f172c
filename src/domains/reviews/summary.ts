import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { selectRows } from '@/platform/database/typed-rows'

import type { RatingSummary } from './rating-summary'

/** The count and mean rating of each tool's published reviews, exact (pending and rejected ones never count); a tool without any has count 0. */
export async function reviewSummariesOf(db: SqlExecutor, toolIds: number[]): Promise<Map<number, RatingSummary>> {
  const summaries = new Map<number, RatingSummary>(toolIds.map((id) => [id, { count: 0, average: 0 }]))
  if (toolIds.length === 0) return summaries
  const rows = await selectRows(db, 'review summaries', z.object({ tool_id: z.number(), count: z.number(), average: z.number() }), sql`
    SELECT tool_id, count(*)::int AS count, avg(rating)::float AS average
    FROM reviews WHERE tool_id = ANY (ARRAY[${sql.join(
      toolIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]) AND status = 'published'
    GROUP BY tool_id`)
  for (const row of rows) summaries.set(row.tool_id, { count: row.count, average: row.average })
  return summaries
}

/** One tool's published reviews in figures. */
export async function reviewSummaryOf(db: SqlExecutor, toolId: number): Promise<RatingSummary> {
  return (await reviewSummariesOf(db, [toolId])).get(toolId)!
}
