'use server'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

/** What a user can follow: new tools approved in it go into their daily digest. */
const setFollowSchema = z.object({
  kind: z.enum(['category', 'integration'], { error: 'Follow a category or an integration' }),
  targetId: z.number({ error: 'What to follow is required' }).int().positive().max(2_147_483_647),
  followed: z.boolean({ error: 'Whether to follow is required' }),
})

export type FollowKind = z.infer<typeof setFollowSchema>['kind']
export type FollowState = { kind: FollowKind; targetId: number; followed: boolean }

/**
 * Follows or unfollows a category or an integration for the signed-in user (a POST, as every
 * server action). The Follows row rules let the user touch only their own rows. Their row is
 * locked first, so a double click follows once; asking for the state they are already in changes
 * nothing.
 */
export const setFollow = settle(
  userAction
    .metadata({ name: 'following', failure: 'That could not be saved. Please try again.', limit: 'follows', signIn: 'Please sign in to follow' })
    .inputSchema(setFollowSchema)
    .action(async ({ parsedInput: { kind, targetId, followed }, ctx: { payload, user } }) => {
      const req = await createLocalReq({ user }, payload)
      return inTransaction(
        payload,
        async (): Promise<ActionResult<FollowState, 'not_found'>> => {
          const db = await sqlFor(payload, req)
          await db.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`)
          const own = { user, overrideAccess: false, req } as const
          const existing = await payload.find({
            collection: 'follows',
            where: { and: [{ [kind]: { equals: targetId } }, { user: { equals: user.id } }] },
            limit: 1,
            depth: 0,
            pagination: false,
            ...own,
          })
          const current = existing.docs[0]
          if (followed && !current) {
            const target = await payload.count({ collection: kind === 'category' ? 'categories' : 'integrations', where: { id: { equals: targetId } }, ...own })
            if (target.totalDocs === 0) return { ok: false, code: 'not_found', error: kind === 'category' ? 'Category not found' : 'Integration not found' }
            await payload.create({ collection: 'follows', data: { [kind]: targetId, user: user.id }, ...own })
          } else if (!followed && current) {
            await payload.delete({ collection: 'follows', id: current.id, ...own })
          }
          return { ok: true, data: { kind, targetId, followed } }
        },
        req,
      )
    }),
)
