'use server'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { z } from 'zod'

import { idRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { column, selectRow } from '@/platform/database/typed-rows'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

export type UpvoteState = { toolId: number; upvoted: boolean; count: number }

const setUpvoteSchema = z.object({
  toolId: z.number({ error: 'A tool id is required' }).int().positive(),
  upvoted: z.boolean({ error: 'The desired upvote state is required' }),
})

const upvoteCountRow = z.object({ n: column.number })

/**
 * Puts the signed-in user's upvote for a tool into the requested state and returns the tool's new
 * count. The tool row is locked first, so one user's simultaneous clicks take turns: the check for
 * an existing row, the Upvote create/delete (counted by PostgreSQL's trigger) and the count read
 * all happen in one transaction. Asking for the state the user is already in changes nothing (a
 * duplicate upvote is ignored).
 */
export const setUpvote = settle(
  userAction
    .metadata({ name: 'upvote', failure: 'The upvote could not be saved. Please try again.', signIn: 'Please sign in to upvote tools' })
    .inputSchema(setUpvoteSchema)
    .action(async ({ parsedInput: { toolId, upvoted }, ctx: { payload, user } }) => {
      const req = await createLocalReq({ user }, payload)
      return inTransaction(
        payload,
        async (): Promise<ActionResult<UpvoteState, 'not_found'>> => {
          const db = await sqlFor(payload, req)
          const tool = await selectRow(db, 'the tool to upvote', idRow, sql`SELECT id FROM tools WHERE id = ${toolId} AND _status = 'published' FOR UPDATE`)
          if (!tool) return { ok: false, code: 'not_found', error: 'Tool not found' }
          const own = { user, overrideAccess: false, req } as const
          const existing = await payload.find({
            collection: 'upvotes',
            where: { and: [{ tool: { equals: toolId } }, { user: { equals: user.id } }] },
            limit: 1,
            depth: 0,
            pagination: false,
            ...own,
          })
          const current = existing.docs[0]
          if (upvoted && !current) await payload.create({ collection: 'upvotes', data: { tool: toolId, user: user.id }, ...own })
          else if (!upvoted && current) await payload.delete({ collection: 'upvotes', id: current.id, ...own })
          const counted = await selectRow(db, "a tool's upvote count", upvoteCountRow, sql`SELECT n FROM tool_upvote_counts WHERE tool_id = ${toolId}`)
          return { ok: true, data: { toolId, upvoted, count: counted?.n ?? 0 } }
        },
        req,
      )
    }),
)
