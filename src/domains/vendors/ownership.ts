import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

type SQL = ReturnType<typeof sql>

/**
 * The one rule of who owns a listed tool (alias `t` for the tools table), for analytics, owners'
 * edits, claims and review replies alike: the vendor account the tool was created for (`createdBy`,
 * unless that account is staff: staff who add a tool by hand are not its vendor; a submission's or
 * a placement's new listing is created for its vendor), the vendor whose submission became it, or
 * the vendor whose claim of it an editor approved (./claims). Paying for a placement of a tool
 * proves nothing about owning it, so placements grant nothing here. `isOwner` says which accounts
 * are asked about, given the column that names an account.
 */
const ownerCondition = (isOwner: (account: SQL) => SQL): SQL => sql`((${isOwner(sql`t.created_by_id`)}
          AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = t.created_by_id AND r.value IN ('admin', 'editor')))
        OR EXISTS (SELECT 1 FROM submissions s WHERE s.tool_id = t.id AND ${isOwner(sql`s.user_id`)})
        OR EXISTS (SELECT 1 FROM claims c WHERE c.tool_id = t.id AND ${isOwner(sql`c.claimant_id`)} AND c.status = 'approved'))`

/** The tool `t` is `userId`'s. */
export const ownedBy = (userId: number): SQL => ownerCondition((account) => sql`${account} = ${userId}`)

/** Whether `userId` owns the tool `toolId`. */
export async function ownsTool(db: SqlExecutor, userId: number, toolId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM tools t WHERE t.id = ${toolId} AND ${ownedBy(userId)}`)
  return rows.length > 0
}

/** Whether an account other than `userId` owns the tool `toolId` (a claim of it is then refused). */
export async function ownedByAnother(db: SqlExecutor, userId: number, toolId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM tools t WHERE t.id = ${toolId} AND ${ownerCondition((account) => sql`${account} <> ${userId}`)}`)
  return rows.length > 0
}
