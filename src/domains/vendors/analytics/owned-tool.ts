import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

import { ownedBy } from '../ownership'

export type OwnedTool = { id: number; name: string; slug: string }

/**
 * The published tool `slug` when `userId` may see its analytics and propose edits to it: the
 * vendor who owns it (../ownership.ts), or staff (`staff`). Anyone else
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
