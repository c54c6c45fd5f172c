import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { selectRow } from '@/platform/database/typed-rows'

/**
 * The cache keys a review change expires: only its tool's page (and compare pages naming the tool,
 * which carry the same tag). Reviews and their figures show nowhere else.
 */
export async function reviewedToolKeys(db: SqlExecutor, toolId: number): Promise<string[]> {
  const tool = await selectRow(db, "a reviewed tool's slug", z.object({ slug: z.string().nullable() }), sql`SELECT slug FROM tools WHERE id = ${toolId}`)
  return tool?.slug ? [CACHE_KEYS.tool(tool.slug)] : []
}
