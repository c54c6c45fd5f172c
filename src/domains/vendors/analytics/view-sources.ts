import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { VIEW_SOURCE_KINDS, type SqlExecutor } from '@/domains/directory'
import { selectRows } from '@/platform/database/typed-rows'

import { type SourceCount, SOURCE_GROUPS, type ViewSourceSummary } from './source-groups'

const sourceRow = z.object({ kind: z.enum(VIEW_SOURCE_KINDS), value: z.string(), views: z.number(), source_group: z.enum(SOURCE_GROUPS), label: z.string() })

/**
 * The tool's counted views from `from` to `to` (YYYY-MM-DD, both included) by where they came
 * from: the `limit` largest sources of each group (search terms, pages on HireStack, other sites,
 * direct), most views first.
 */
export async function viewSources(db: SqlExecutor, toolId: number, from: string, to: string, limit = 10): Promise<ViewSourceSummary> {
  const rows = await selectRows(db, "a tool's view sources", sourceRow, sql`
    WITH totals AS (
      SELECT kind, value, SUM(views)::int AS views
      FROM tool_view_sources
      WHERE tool_id = ${toolId} AND day >= ${from} AND day <= ${to}
      GROUP BY kind, value
    ), grouped AS (
      SELECT totals.*,
        CASE kind WHEN 'search' THEN 'terms' WHEN 'external' THEN 'sites' WHEN 'direct' THEN 'direct' ELSE 'pages' END AS source_group
      FROM totals
    ), ranked AS (
      SELECT grouped.*, ROW_NUMBER() OVER (PARTITION BY source_group ORDER BY views DESC, kind, value) AS place
      FROM grouped
    )
    SELECT r.kind, r.value, r.views, r.source_group,
      COALESCE(c.name, i.name, t.name, r.value) AS label
    FROM ranked r
    LEFT JOIN categories c ON r.kind = 'category' AND c.slug = r.value
    LEFT JOIN integrations i ON r.kind = 'integration' AND i.slug = r.value
    LEFT JOIN tools t ON r.kind = 'tool' AND t.slug = r.value AND t._status = 'published'
    WHERE r.place <= ${limit}
    ORDER BY r.views DESC, r.kind, r.value`)
  const summary = Object.fromEntries(SOURCE_GROUPS.map((group) => [group, [] as SourceCount[]])) as ViewSourceSummary
  for (const row of rows) {
    summary[row.source_group].push({ kind: row.kind, value: row.value, label: row.label, views: row.views })
  }
  return summary
}
