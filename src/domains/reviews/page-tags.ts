import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { TAGS } from '@/platform/cache/tags'
import { selectRow } from '@/platform/database/typed-rows'

/**
 * The cache tags a review change expires: only its tool's page (and compare pages naming the tool,
 * which carry the same tag). Reviews and their figures show nowhere else.
 */
export async function reviewedToolTags(db: SqlExecutor, toolId: number): Promise<string[]> {
  const tool = await selectRow(db, "a reviewed tool's slug", z.object({ slug: z.string().nullable() }), sql`SELECT slug FROM tools WHERE id = ${toolId}`)
  return tool?.slug ? [TAGS.tool(tool.slug)] : []
}
