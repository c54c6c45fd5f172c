import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { selectRow } from '@/platform/database/typed-rows'

import { listedTool } from '../listing/conditions'
import type { SqlExecutor } from '../listing/sql-executor'
import { statsDay } from '../listing/stats'
import { DAILY_ADDRESS_CAP, type VisitKind } from './rules'

/** The window the audience figures cover, in UTC days up to and including today. */
export const AUDIENCE_DAYS = 30

/**
 * What the directory can say about its audience, measured: the tools listed, and over the last
 * AUDIENCE_DAYS days the counted tool page views (once per visitor, tool and day; bots and
 * prefetches never counted) and clicks out to vendors' websites. A figure is null while it is not
 * yet meaningful (see meaningful()).
 */
export type DirectoryAudience = { tools: number; views: number | null; clicks: number | null }

const audienceRow = z.object({ tools: z.number(), views: z.number(), clicks: z.number() })

/**
 * A window's total says something about an audience only when it is more than one address could
 * have added alone in that window (its daily cap on every day): below that, one busy office or one
 * script that slipped past the bot filter could be the whole figure.
 */
function meaningful(kind: VisitKind, total: number): boolean {
  return total > DAILY_ADDRESS_CAP[kind] * AUDIENCE_DAYS
}

/** The audience figures as of `today` (YYYY-MM-DD, UTC), from the counted tool_stats days. */
export async function directoryAudience(db: SqlExecutor, today = statsDay()): Promise<DirectoryAudience> {
  const row = await selectRow(db, "the directory's audience", audienceRow, sql`
    WITH window_stats AS (
      SELECT COALESCE(SUM(views), 0)::int AS views, COALESCE(SUM(clicks), 0)::int AS clicks
      FROM tool_stats
      WHERE day >= to_char(${today}::date - ${AUDIENCE_DAYS - 1}::int, 'YYYY-MM-DD') AND day <= ${today}
    )
    SELECT (SELECT count(*) FROM tools t WHERE ${listedTool})::int AS tools, views, clicks FROM window_stats`)
  // An aggregate over a CTE always answers one row.
  const { tools, views, clicks } = row ?? { tools: 0, views: 0, clicks: 0 }
  return { tools, views: meaningful('view', views) ? views : null, clicks: meaningful('click', clicks) ? clicks : null }
}
