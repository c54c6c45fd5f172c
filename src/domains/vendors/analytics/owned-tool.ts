import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

export type OwnedTool = { id: number; name: string; slug: string }

/**
 * The tool `t` is the vendor's: their submission became it, they placed a featured placement for
 * it, or an editor approved their claim of it (../claims).
 */
const ownedBy = (userId: number) => sql`(EXISTS (SELECT 1 FROM submissions s WHERE s.tool_id = t.id AND s.user_id = ${userId})
        OR EXISTS (SELECT 1 FROM sponsorships p WHERE p.tool_id = t.id AND p.user_id = ${userId})
        OR EXISTS (SELECT 1 FROM claims c WHERE c.tool_id = t.id AND c.claimant_id = ${userId} AND c.status = 'approved'))`

/**
 * The published tool `slug` when `userId` may see its analytics and propose edits to it: the
 * vendor who owns it (above), or staff (`staff`). Anyone else
 * gets null, the same answer as for a tool that does not exist.
 */
export async function ownedTool(db: SqlExecutor, userId: number, slug: string, staff: boolean): Promise<OwnedTool | null> {
  const { rows } = await db.execute(sql`
    SELECT t.id, t.name, t.slug
    FROM tools t
    WHERE t.slug = ${slug} AND t._status = 'published'
      AND (${staff} OR ${ownedBy(userId)})
    LIMIT 1`)
  const row = rows[0] as { id: number; name: string; slug: string } | undefined
  return row ? { id: Number(row.id), name: row.name, slug: row.slug } : null
}

/** Every published tool the vendor owns (see ownedTool), by name: the account page links their analytics. */
export async function ownedTools(db: SqlExecutor, userId: number): Promise<OwnedTool[]> {
  const { rows } = await db.execute(sql`
    SELECT t.id, t.name, t.slug
    FROM tools t
    WHERE t._status = 'published'
      AND ${ownedBy(userId)}
    ORDER BY lower(t.name), t.id`)
  return (rows as { id: number; name: string; slug: string }[]).map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug }))
}
