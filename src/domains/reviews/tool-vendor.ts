import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/domains/directory'

/**
 * The user who may answer reviews of a tool as its vendor: the account the tool was created for
 * (`createdBy`: the vendor whose submission or featured placement an admin approved), unless that
 * account is staff. Staff who add a tool by hand are recorded as its creator too, but they are not
 * the vendor. Null when the tool has no vendor account.
 */
export async function toolVendorId(db: SqlExecutor, toolId: number): Promise<number | null> {
  const { rows } = await db.execute(sql`
    SELECT t.created_by_id AS vendor FROM tools t
    WHERE t.id = ${toolId} AND t.created_by_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = t.created_by_id AND r.value IN ('admin', 'editor'))`)
  const vendor = rows[0]?.vendor
  return vendor === undefined || vendor === null ? null : Number(vendor)
}
