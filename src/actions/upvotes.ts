'use server'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { z } from 'zod'

import { setUpvoteSchema } from '@/domains/accounts'
import { idRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { column, selectRow } from '@/platform/database/typed-rows'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

export type UpvoteCode = 'unauthenticated' | 'invalid' | 'not_found' | 'error'
export type UpvoteState = { toolId: number; upvoted: boolean; count: number }

const upvoteCountRow = z.object({ n: column.number })

/**
 * Puts the signed-in user's upvote for a tool into the requested state and returns the tool's new
 * count. The user comes from the session cookie only. The tool row is locked first, so one user's
 * simultaneous clicks take turns: the check for an existing row, the Upvote create/delete (counted
 * by PostgreSQL's trigger) and the count read all happen in one transaction. Asking for the state
 * the user is already in changes nothing (a duplicate upvote is ignored).
 */
export async function setUpvote(input: unknown): Promise<ActionResult<UpvoteState, UpvoteCode>> {
  const parsed = setUpvoteSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, code: 'invalid', error: 'Invalid upvote request', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  }
  const { toolId, upvoted } = parsed.data
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in to upvote tools' }

  const req = await createLocalReq({ user }, payload)
  try {
    return await inTransaction(
      payload,
      async (): Promise<ActionResult<UpvoteState, UpvoteCode>> => {
        const db = await sqlFor(payload, req)
        const tool = await selectRow(db, 'the tool to upvote', idRow, sql`SELECT id FROM tools WHERE id = ${toolId} AND _status = 'published' FOR UPDATE`)
        if (!tool) return { ok: false, code: 'not_found', error: 'Tool not found' }
        const existing = await payload.find({
          collection: 'upvotes',
          where: { and: [{ tool: { equals: toolId } }, { user: { equals: user.id } }] },
          limit: 1,
          depth: 0,
          pagination: false,
          user,
          overrideAccess: false,
          req,
        })
        const current = existing.docs[0]
        if (upvoted && !current) {
          await payload.create({ collection: 'upvotes', data: { tool: toolId, user: user.id }, user, overrideAccess: false, req })
        } else if (!upvoted && current) {
          await payload.delete({ collection: 'upvotes', id: current.id, user, overrideAccess: false, req })
        }
        const counted = await selectRow(db, "a tool's upvote count", upvoteCountRow, sql`SELECT n FROM tool_upvote_counts WHERE tool_id = ${toolId}`)
        return { ok: true, data: { toolId, upvoted, count: counted?.n ?? 0 } }
      },
      req,
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'upvote failed', toolId })
    return { ok: false, code: 'error', error: 'The upvote could not be saved. Please try again.' }
  }
}
