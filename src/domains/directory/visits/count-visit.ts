import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { statsDay } from '@/domains/directory/listing/stats'
import { selectRow } from '@/platform/database/typed-rows'
import { rateLimitScale } from '@/platform/rate-limit/rules'

import { DAILY_ADDRESS_CAP, type VisitKind } from './rules'
import type { ViewSource } from './view-source'
import type { Visit } from './visitor'

/** `counted`; `repeat` (this visitor was counted for the tool today); `capped` (the address's day is used up); `not_found`. */
export type VisitOutcome = 'counted' | 'repeat' | 'capped' | 'not_found'

/**
 * Counts a view or an outbound click of a published tool at most once per visitor, tool and day,
 * and at most DAILY_ADDRESS_CAP per address and day, in one statement. Two tables of its own (migration
 * 20261125_055028_tool_visits; not collections, nothing else reads them) hold the state:
 * `tool_visits` one row per kind, tool, day and visitor seen, and `tool_visit_addresses` per kind,
 * day and hashed address the number counted. Each step is an upsert on a unique key, and PostgreSQL re-checks an `ON CONFLICT DO UPDATE … WHERE` against the row it
 * locked, so concurrent requests are counted exactly: one of many parallel first visits inserts
 * the visitor's row, and an address's count never passes its cap. A click also raises the tool's
 * all-time `click_count`. A counted view also adds one to its `source` in `tool_view_sources`
 * (migration 20261126_051616_premium_analytics), in the same statement: a repeat or capped view
 * adds no source either. The tool's own page as the source is direct (a return to the page).
 */
export async function countVisit(db: SqlExecutor, kind: VisitKind, toolId: number, visit: Visit, day = statsDay(), source?: ViewSource): Promise<VisitOutcome> {
  const cap = DAILY_ADDRESS_CAP[kind] * rateLimitScale()
  const [views, clicks] = kind === 'view' ? [1, 0] : [0, 1]
  const sourceKind = kind === 'view' ? (source?.kind ?? 'direct') : null
  const sourceValue = source?.value ?? ''
  const row = await selectRow(db, 'counting a visit', z.object({ found: z.number(), first: z.number(), counted: z.number() }), sql`
    WITH tool AS (
      SELECT id, slug FROM tools WHERE id = ${toolId} AND _status = 'published'
    ), first_visit AS (
      INSERT INTO tool_visits (kind, tool_id, day, visitor)
      SELECT ${kind}, id, ${day}, ${visit.visitor} FROM tool
      ON CONFLICT DO NOTHING
      RETURNING tool_id
    ), allowed AS (
      INSERT INTO tool_visit_addresses (kind, day, address, counted)
      SELECT ${kind}, ${day}, ${visit.address}, 1 FROM first_visit
      ON CONFLICT (kind, day, address) DO UPDATE SET counted = tool_visit_addresses.counted + 1
      WHERE tool_visit_addresses.counted < ${cap}
      RETURNING 1
    ), stats AS (
      INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at)
      SELECT ${toolId}::int, ${day}, ${views}::int, ${clicks}::int, now(), now() FROM allowed
      ON CONFLICT (tool_id, day) DO UPDATE
      SET views = tool_stats.views + EXCLUDED.views, clicks = tool_stats.clicks + EXCLUDED.clicks, updated_at = now()
      RETURNING tool_id
    ), sourced AS (
      INSERT INTO tool_view_sources (tool_id, day, kind, value, views)
      SELECT tool.id, ${day},
        CASE WHEN ${sourceKind}::text = 'tool' AND ${sourceValue}::text = tool.slug THEN 'direct' ELSE ${sourceKind}::text END,
        CASE WHEN ${sourceKind}::text = 'tool' AND ${sourceValue}::text = tool.slug THEN '' ELSE ${sourceValue}::text END,
        1
      FROM tool, allowed
      WHERE ${sourceKind}::text IS NOT NULL
      ON CONFLICT (tool_id, day, kind, value) DO UPDATE SET views = tool_view_sources.views + 1
      RETURNING 1
    ), clicked AS (
      UPDATE tools SET click_count = COALESCE(click_count, 0) + 1
      WHERE id = ${toolId} AND ${kind} = 'click' AND EXISTS (SELECT 1 FROM allowed)
      RETURNING id
    )
    SELECT (SELECT count(*) FROM tool)::int AS found,
           (SELECT count(*) FROM first_visit)::int AS first,
           (SELECT count(*) FROM stats)::int AS counted,
           (SELECT count(*) FROM clicked)::int AS clicked`)
  if (!row || row.found === 0) return 'not_found'
  if (row.first === 0) return 'repeat'
  return row.counted === 0 ? 'capped' : 'counted'
}
