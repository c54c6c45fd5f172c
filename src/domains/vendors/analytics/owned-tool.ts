import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { selectRow, selectRows } from '@/platform/database/typed-rows'

import { ownedBy } from '../ownership'

const ownedToolRow = z.object({ id: z.number(), name: z.string(), slug: z.string() })
export type OwnedTool = z.infer<typeof ownedToolRow>

/**
 * The published tool `slug` when `userId` may see its analytics and propose edits to it: the
 * vendor who owns it (../ownership.ts), or staff (`staff`). Anyone else
 * gets null, the same answer as for a tool that does not exist.
 */
export async function ownedTool(db: SqlExecutor, userId: number, slug: string, staff: boolean): Promise<OwnedTool | null> {
  const row = await selectRow(db, 'a tool the user may manage', ownedToolRow, sql`
    SELECT t.id, t.name, t.slug
    FROM tools t
    WHERE t.slug = ${slug} AND t._status = 'published'
      AND (${staff} OR ${ownedBy(userId)})
    LIMIT 1`)
  return row ?? null
}

/** Every published tool the vendor owns (see ownedTool), by name: the account page links their analytics. */
export async function ownedTools(db: SqlExecutor, userId: number): Promise<OwnedTool[]> {
  return selectRows(db, 'the tools a vendor owns', ownedToolRow, sql`
    SELECT t.id, t.name, t.slug
    FROM tools t
    WHERE t._status = 'published'
      AND ${ownedBy(userId)}
    ORDER BY lower(t.name), t.id`)
}
