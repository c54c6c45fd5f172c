import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { selectRow, selectRows } from '@/platform/database/typed-rows'

import type { DigestTool } from '../mail/follow-digest'

/** A tool counts as new for a week after it was first published: an old one never reaches a digest. */
const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000
/** At most this many tools in one mail; the rest wait for the next day's. */
const MAX_TOOLS = 50

const idList = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`

const digestToolRow = z.object({ id: z.number(), name: z.string(), slug: z.string(), description: z.string().nullable(), followed: z.array(z.string().nullable()) })

/**
 * In one transaction, with the user's row locked (two runs take turns): the published tools first
 * published after the user followed something they belong to (a category: primary or secondary,
 * as its listing page matches; an integration the tool lists, as /integrations/<slug> matches) and never sent to this user, recorded as sent at `now`. Null when
 * there is nothing new. The mail goes out after the commit; `releaseDigest` undoes a failed one.
 */
export async function claimDigest(payload: Payload, userId: number, now: Date): Promise<{ email: string; tools: DigestTool[] } | null> {
  return inTransaction(payload, async (req) => {
    const db = await sqlFor(payload, req)
    const user = await selectRow(db, "a digest's recipient", z.object({ email: z.string() }), sql`
      SELECT email FROM users WHERE id = ${userId} AND follow_digest_off IS NOT TRUE FOR UPDATE`)
    if (!user) return null
    const since = new Date(now.getTime() - NEW_FOR_MS).toISOString()
    const rows = await selectRows(db, 'the new tools of a digest', digestToolRow, sql`
      SELECT t.id, t.name, t.slug, t.description, array_agg(DISTINCT coalesce(c.name, i.name)) AS followed
      FROM follows f
      LEFT JOIN categories c ON c.id = f.category_id
      LEFT JOIN integrations i ON i.id = f.integration_id
      JOIN tools t ON t._status = 'published'
        AND t.first_published_at > greatest(f.created_at, ${since}::timestamptz)
        AND t.first_published_at <= ${now.toISOString()}::timestamptz
        AND (
          (f.category_id IS NOT NULL AND t.category_keys @> ARRAY['id:' || f.category_id]::text[])
          OR (f.integration_id IS NOT NULL AND t.fact_keys @> ARRAY['integration:' || f.integration_id]::text[])
        )
      WHERE f.user_id = ${userId}
        AND NOT EXISTS (SELECT 1 FROM follow_digest_items d WHERE d.user_id = ${userId} AND d.tool_id = t.id)
      GROUP BY t.id, t.name, t.slug, t.description
      ORDER BY min(t.first_published_at), t.id
      LIMIT ${MAX_TOOLS}`)
    if (rows.length === 0) return null
    const tools = rows.map((row) => ({ ...row, followed: row.followed.filter((name): name is string => Boolean(name)).sort() }))
    await db.execute(sql`
      INSERT INTO follow_digest_items (user_id, tool_id, sent_at, updated_at, created_at)
      SELECT ${userId}, tool_id, ${now.toISOString()}::timestamptz, now(), now() FROM unnest(${idList(tools.map((tool) => tool.id))}) AS tool_id`)
    return { email: user.email, tools }
  })
}

/** A digest that could not be sent: its tools go back, so the retry (or tomorrow's run) sends them. */
export async function releaseDigest(payload: Payload, userId: number, toolIds: number[], now: Date): Promise<void> {
  const db = await sqlFor(payload)
  await db.execute(sql`
    DELETE FROM follow_digest_items
    WHERE user_id = ${userId} AND sent_at = ${now.toISOString()}::timestamptz AND tool_id = ANY(${idList(toolIds)})`)
}
