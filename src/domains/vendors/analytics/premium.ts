import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { selectRow, selectRows } from '@/platform/database/typed-rows'

/**
 * The one rule for Premium: a tool is Premium while a sponsorship `p` of it is an active Premium
 * placement. Premium analytics (sources, rank history, the case study request) and the monthly
 * report follow it.
 */
const ACTIVE_PREMIUM = sql`p.plan = 'premium' AND p.status = 'active'`

export async function isPremiumTool(db: SqlExecutor, toolId: number): Promise<boolean> {
  const row = await selectRow(db, 'whether a tool is Premium', z.object({ premium: z.boolean() }), sql`
    SELECT EXISTS (SELECT 1 FROM sponsorships p WHERE p.tool_id = ${toolId} AND ${ACTIVE_PREMIUM}) AS premium`)
  return row?.premium === true
}

const premiumToolOwnerRow = z.object({ tool_id: z.number(), name: z.string(), slug: z.string(), email: z.string() })
type PremiumToolOwner = { toolId: number; name: string; slug: string; email: string }

/**
 * Every published Premium tool with the address its owner reads: the account that placed the
 * newest active Premium sponsorship, or that sponsorship's contact address when it has no account.
 */
export async function premiumToolOwners(db: SqlExecutor): Promise<PremiumToolOwner[]> {
  const rows = await selectRows(db, 'the owners of Premium tools', premiumToolOwnerRow, sql`
    SELECT DISTINCT ON (t.id) t.id AS tool_id, t.name, t.slug, COALESCE(u.email, p.contact_email) AS email
    FROM tools t
    JOIN sponsorships p ON p.tool_id = t.id AND ${ACTIVE_PREMIUM}
    LEFT JOIN users u ON u.id = p.user_id
    WHERE t._status = 'published'
    ORDER BY t.id, p.created_at DESC`)
  return rows.map((row) => ({ toolId: row.tool_id, name: row.name, slug: row.slug, email: row.email }))
}
