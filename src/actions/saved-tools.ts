'use server'

import { sql } from '@payloadcms/db-postgres'
import { headers } from 'next/headers'
import { createLocalReq } from 'payload'

import { setSavedSchema } from '@/domains/accounts'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

export type SaveCode = 'unauthenticated' | 'invalid' | 'rate_limited' | 'not_found' | 'error'
export type SavedState = { toolId: number; saved: boolean }

/**
 * Puts a tool in or out of the signed-in user's saved tools (a POST: server actions are never
 * GETs). The user comes from the session only; the Saved Tools row rules let them touch only their
 * own rows. Their row is locked first, so a double click saves once; asking for the state they are
 * already in changes nothing.
 */
export async function setSaved(input: unknown): Promise<ActionResult<SavedState, SaveCode>> {
  const parsed = setSavedSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: 'Invalid request', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const limited = await refusal('savedTools', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in to save tools' }
  const { toolId, saved } = parsed.data
  const req = await createLocalReq({ user }, payload)
  try {
    return await inTransaction(
      payload,
      async (): Promise<ActionResult<SavedState, SaveCode>> => {
        const db = await sqlFor(payload, req)
        await db.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`)
        const own = { user, overrideAccess: false, req } as const
        const published = await payload.count({ collection: 'tools', where: { id: { equals: toolId } }, ...own })
        const existing = await payload.find({
          collection: 'saved-tools',
          where: { and: [{ tool: { equals: toolId } }, { user: { equals: user.id } }] },
          limit: 1,
          depth: 0,
          pagination: false,
          ...own,
        })
        const current = existing.docs[0]
        if (saved && !current) {
          if (published.totalDocs === 0) return { ok: false, code: 'not_found', error: 'Tool not found' }
          await payload.create({ collection: 'saved-tools', data: { tool: toolId, user: user.id }, ...own })
        } else if (!saved && current) {
          await payload.delete({ collection: 'saved-tools', id: current.id, ...own })
        }
        return { ok: true, data: { toolId, saved } }
      },
      req,
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'saving a tool failed', toolId })
    return { ok: false, code: 'error', error: 'The tool could not be saved. Please try again.' }
  }
}
