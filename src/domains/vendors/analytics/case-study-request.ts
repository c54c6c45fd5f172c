import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/domains/accounts'
import type { SqlExecutor } from '@/domains/directory'
import type { CaseStudyRequestValues, CaseStudyStatus } from '@/domains/vendors/schemas/case-study-request'
import type { User } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'
import { column, selectRow } from '@/platform/database/typed-rows'

import { ownedTool } from './owned-tool'
import { isPremiumTool } from './premium'

type OpenCaseStudyRequest = { status: CaseStudyStatus; createdAt: string }

const openRequestRow = z.object({ status: z.enum(['new', 'in_progress'] satisfies CaseStudyStatus[]), created_at: column.timestamp })

/** The tool's request that editors have not finished (new or in progress), if any: there is at most one. */
export async function openCaseStudyRequest(db: SqlExecutor, toolId: number): Promise<OpenCaseStudyRequest | null> {
  const row = await selectRow(db, "a tool's open case study request", openRequestRow, sql`
    SELECT status, created_at FROM case_study_requests
    WHERE tool_id = ${toolId} AND status IN ('new', 'in_progress')
    ORDER BY created_at DESC LIMIT 1`)
  return row ? { status: row.status, createdAt: new Date(row.created_at).toISOString() } : null
}

type CaseStudyOutcome = { ok: true; id: number } | { ok: false; code: 'not_found' | 'not_premium' | 'open'; error: string }

/**
 * Files a featured case study request for the tool in the editors' queue: only the tool's owner
 * (ownedTool) or staff, only for a Premium tool, and only when no request of the tool is open.
 * The partial unique index on open requests (migration 20261126_051616_premium_analytics) settles
 * two requests racing past the check.
 */
export async function requestCaseStudyFor(payload: Payload, user: User, values: CaseStudyRequestValues): Promise<CaseStudyOutcome> {
  const db = await sqlFor(payload)
  const tool = await ownedTool(db, user.id, values.tool, hasRole(user, 'admin', 'editor'))
  if (!tool) return { ok: false, code: 'not_found', error: 'We could not find that tool on your account.' }
  if (!(await isPremiumTool(db, tool.id))) return { ok: false, code: 'not_premium', error: 'Featured case studies are part of the Premium plan.' }
  const open: CaseStudyOutcome = { ok: false, code: 'open', error: 'This tool already has an open case study request. Our editors will reply to it first.' }
  if (await openCaseStudyRequest(db, tool.id)) return open
  try {
    const created = await payload.create({
      collection: 'case-study-requests',
      data: { tool: tool.id, goal: values.goal, contactName: values.contactName, contactEmail: values.contactEmail, notes: values.notes, requestedBy: user.id, status: 'new' },
      overrideAccess: true,
    })
    return { ok: true, id: created.id }
  } catch (error) {
    if (await openCaseStudyRequest(db, tool.id)) return open
    throw error
  }
}
