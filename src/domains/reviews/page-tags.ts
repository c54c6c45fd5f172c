import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'
import { TAGS } from '@/platform/cache/tags'

/**
 * The cache tags a review change expires: only its tool's page (and compare pages naming the tool,
 * which carry the same tag). Reviews and their figures show nowhere else.
 */
export async function reviewedToolTags(db: SqlExecutor, toolId: number): Promise<string[]> {
  const { rows } = await db.execute(sql`SELECT slug FROM tools WHERE id = ${toolId}`)
  const slug = rows[0]?.slug
  return typeof slug === 'string' && slug ? [TAGS.tool(slug)] : []
}
