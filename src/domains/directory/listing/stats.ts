import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { selectRow } from '@/platform/database/typed-rows'
import { firstHttpUrl } from '@/platform/validation/http-url'

import type { SqlExecutor } from './sql-executor'

/** The `tool-stats` day a count goes to: the UTC date. */
export function statsDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Where a tool's visit link goes: the affiliate link when there is one, else the website (http(s) only). */
export function outboundUrl(tool: { affiliate_link: string | null; source_url: string | null }): string | null {
  return firstHttpUrl(tool.affiliate_link, tool.source_url)
}

const outboundRow = z.object({ affiliate_link: z.string().nullable(), source_url: z.string().nullable() })

/** The outbound target of a published tool, or null when it has none (or no such tool). */
export async function findOutbound(db: SqlExecutor, toolId: number): Promise<string | null> {
  const row = await selectRow(db, "a tool's outbound link", outboundRow, sql`
    SELECT affiliate_link, source_url FROM tools WHERE id = ${toolId} AND _status = 'published'`)
  return row ? outboundUrl(row) : null
}
