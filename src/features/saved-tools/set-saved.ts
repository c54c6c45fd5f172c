'use server'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

export type SavedState = { toolId: number; saved: boolean }

const setSavedSchema = z.object({
  toolId: z.number({ error: 'A tool id is required' }).int().positive(),
  saved: z.boolean({ error: 'Whether to save the tool is required' }),
})

/**
 * Puts a tool in or out of the signed-in user's saved tools (a POST: server actions are never
 * GETs). The Saved Tools row rules let the user touch only their own rows. Their row is locked
 * first, so a double click saves once; asking for the state they are already in changes nothing.
 */
export const setSaved = settle(
  userAction
    .metadata({ name: 'saving a tool', failure: 'The tool could not be saved. Please try again.', limit: 'savedTools', signIn: 'Please sign in to save tools' })
    .inputSchema(setSavedSchema)
    .action(async ({ parsedInput: { toolId, saved }, ctx: { payload, user } }) => {
      const req = await createLocalReq({ user }, payload)
      return inTransaction(
        payload,
        async (): Promise<ActionResult<SavedState, 'not_found'>> => {
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
    }),
)
