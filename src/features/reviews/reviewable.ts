import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory'
import { ownsTool } from '@/domains/vendors'
import { selectRow } from '@/platform/database/typed-rows'

import type { ReviewRefusal } from './review-refusals'

type Reviewer = { id: number; _verified?: boolean | null }

/**
 * Whether `user` may review the tool: a verified account, a published tool they are not the vendor
 * of, and no review of theirs for it yet (pending, published or rejected: one each, ever). The
 * collection's hook (for every way in, REST included) and the action's answer ask this same
 * question; the unique (tool, user) index settles two simultaneous first reviews.
 */
export async function reviewRefusal(db: SqlExecutor, toolId: number, user: Reviewer): Promise<Exclude<ReviewRefusal, 'unauthenticated'> | null> {
  if (user._verified !== true) return 'unverified'
  const tool = await selectRow(db, 'whether a user reviewed a tool', z.object({ reviewed: z.boolean() }), sql`
    SELECT EXISTS (SELECT 1 FROM reviews r WHERE r.tool_id = t.id AND r.user_id = ${user.id}) AS reviewed
    FROM tools t WHERE t.id = ${toolId} AND t._status = 'published'`)
  if (!tool) return 'not_found'
  if (tool.reviewed) return 'already_reviewed'
  if (await ownsTool(db, user.id, toolId)) return 'own_tool'
  return null
}
