import { sql } from '@payloadcms/db-postgres'

import { firstHttpUrl } from '@/schemas/http-url'

import type { SqlExecutor } from './run'

export function statsDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * Counts one view of a published tool in today's `tool-stats` row (an upsert on the unique
 * tool+day index). Returns false when no published tool has that id.
 */
export async function recordView(db: SqlExecutor, toolId: number, day = statsDay()): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at)
    SELECT t.id, ${day}, 1, 0, now(), now() FROM tools t WHERE t.id = ${toolId} AND t._status = 'published'
    ON CONFLICT (tool_id, day) DO UPDATE SET views = tool_stats.views + 1, updated_at = now()
    RETURNING tool_id`)
  return rows.length > 0
}

/** Where a tool's visit link goes: the affiliate link when there is one, else the website (http(s) only). */
export function outboundUrl(tool: { affiliate_link: string | null; source_url: string | null }): string | null {
  return firstHttpUrl(tool.affiliate_link, tool.source_url)
}

/** The outbound target of a published tool, or null when it has none (or no such tool). */
export async function findOutbound(db: SqlExecutor, toolId: number): Promise<string | null> {
  const { rows } = await db.execute(sql`
    SELECT affiliate_link, source_url FROM tools WHERE id = ${toolId} AND _status = 'published'`)
  const row = rows[0] as { affiliate_link: string | null; source_url: string | null } | undefined
  return row ? outboundUrl(row) : null
}

/** Counts one outbound click: today's `tool-stats` row and the tool's running `click_count`. */
export async function recordClick(db: SqlExecutor, toolId: number, day = statsDay()): Promise<void> {
  await db.execute(sql`
    WITH tool AS (
      UPDATE tools SET click_count = COALESCE(click_count, 0) + 1 WHERE id = ${toolId} AND _status = 'published' RETURNING id
    )
    INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at)
    SELECT id, ${day}, 0, 1, now(), now() FROM tool
    ON CONFLICT (tool_id, day) DO UPDATE SET clicks = tool_stats.clicks + 1, updated_at = now()`)
}
