import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { pageColumns, toCards, type ToolCardData, withCardDetails } from '@/domains/directory'
import type { User } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

type SignedIn = User & { collection: 'users' }

/**
 * The ids of the tools a user saved, newest first, read with their own access (the row rule: only
 * their rows). Per user, so never cached; the pages that show bookmarks load it in the browser.
 */
export async function savedToolIds(payload: Payload, user: SignedIn): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'saved-tools',
    where: { user: { equals: user.id } },
    select: { tool: true },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map((doc) => (typeof doc.tool === 'object' ? doc.tool.id : doc.tool))
}

/** The user's saved tools that are listed, as cards, newest saved first (a tool taken down drops out). */
export async function savedToolCards(payload: Payload, user: SignedIn): Promise<ToolCardData[]> {
  const ids = await savedToolIds(payload, user)
  if (ids.length === 0) return []
  const db = await sqlFor(payload)
  const list = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
  const { rows } = await db.execute(
    withCardDetails(
      sql`SELECT ${pageColumns} FROM tools t WHERE t._status = 'published' AND t.id = ANY(${list})`,
      sql`array_position(${list}, t.id)`,
    ),
  )
  return toCards(rows)
}
