'use server'

import { hasRole } from '@/domains/accounts'
import { caseStudyRequestSchema, isPremiumTool, openCaseStudyRequest, ownedTool } from '@/domains/vendors'
import { sqlFor } from '@/platform/database/db'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

type Requested = ActionResult<{ id: number }, 'not_found' | 'not_premium' | 'open'>

/**
 * A Premium tool owner's (or staff's) request for a featured case study, stored in the editors'
 * Case study requests queue. The only way in (the collection refuses creates through the API),
 * rate-limited per client: only the tool's owner (ownedTool) or staff, only for a Premium tool,
 * and only when no request of the tool is open. The partial unique index on open requests
 * (migration 20261126_051616_premium_analytics) settles two requests racing past the check.
 */
export const requestCaseStudy = settle(
  userAction
    .metadata({
      name: 'case study request',
      limit: 'caseStudyRequest',
      failure: 'Something went wrong. Please try again.',
      signIn: 'Please sign in to request a case study.',
    })
    .inputSchema(caseStudyRequestSchema)
    .action(async ({ parsedInput: values, ctx: { payload, user } }): Promise<Requested> => {
      const db = await sqlFor(payload)
      const tool = await ownedTool(db, user.id, values.tool, hasRole(user, 'admin', 'editor'))
      if (!tool) return { ok: false, code: 'not_found', error: 'We could not find that tool on your account.' }
      if (!(await isPremiumTool(db, tool.id))) return { ok: false, code: 'not_premium', error: 'Featured case studies are part of the Premium plan.' }
      const open: Requested = { ok: false, code: 'open', error: 'This tool already has an open case study request. Our editors will reply to it first.' }
      if (await openCaseStudyRequest(db, tool.id)) return open
      try {
        const created = await payload.create({
          collection: 'case-study-requests',
          data: { tool: tool.id, goal: values.goal, contactName: values.contactName, contactEmail: values.contactEmail, notes: values.notes, requestedBy: user.id, status: 'new' },
          overrideAccess: true,
        })
        return { ok: true, data: { id: created.id } }
      } catch (error) {
        if (await openCaseStudyRequest(db, tool.id)) return open
        throw error
      }
    }),
  { invalid: 'Please correct the highlighted fields.' },
)
