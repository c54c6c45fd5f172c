import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { fieldErrorsOf, type ActionResult } from '@/lib/action-result'
import { QUEUES } from '@/jobs/queues'
import { sqlFor } from '@/lib/db'
import type { User } from '@/payload-types'
import { bulkRowSchema, parseBulkText, quickAddSchema, type BulkRow } from '@/schemas/admin-tools'

type StaffUser = User & { collection: 'users' }

/** A tool whose name matches case-insensitively (drafts included), or null. */
export async function findToolByName(payload: Payload, name: string, req?: Partial<PayloadRequest>): Promise<{ id: number } | null> {
  const db = await sqlFor(payload, req)
  const result = await db.execute(sql`SELECT id FROM tools WHERE lower(name) = lower(${name.trim()}) LIMIT 1`)
  const row = result.rows[0]
  return row ? { id: Number(row.id) } : null
}

export interface AddedTool {
  id: number
  slug: string
  name: string
  jobId: number
}

/**
 * Creates the tool (published, validation "pending", content "pending", default type recruiter)
 * and queues its enrichment in one transaction: either both happen or neither does.
 */
export async function addToolWithEnrichment(payload: Payload, user: StaffUser, row: BulkRow): Promise<AddedTool> {
  const req = await createLocalReq({ user }, payload)
  const owns = await initTransaction(req)
  try {
    if (await findToolByName(payload, row.name, req)) throw new DuplicateToolError()
    const tool = await payload.create({
      collection: 'tools',
      data: {
        name: row.name,
        sourceUrl: row.url,
        affiliateLink: row.affiliateLink ?? null,
        toolType: row.toolType,
        description: row.description || null,
        validationStatus: 'pending',
        contentStatus: 'pending',
        createdBy: user.id,
        launchDate: new Date().toISOString(),
        _status: 'published',
      },
      req,
      overrideAccess: true,
    })
    const job = await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: tool.id }, queue: QUEUES.enrichment, req })
    if (owns) await commitTransaction(req)
    return { id: tool.id, slug: tool.slug ?? '', name: tool.name, jobId: Number(job.id) }
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

export class DuplicateToolError extends Error {
  constructor() {
    super('Tool already exists')
    this.name = 'DuplicateToolError'
  }
}

export async function quickAddTool(payload: Payload, user: StaffUser, input: unknown): Promise<ActionResult<AddedTool>> {
  const parsed = quickAddSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    const missing = Object.values(fieldErrors).includes('Missing fields')
    return { ok: false, error: missing ? 'Missing fields' : (parsed.error.issues[0]?.message ?? 'Invalid input'), fieldErrors }
  }
  try {
    return { ok: true, data: await addToolWithEnrichment(payload, user, { ...parsed.data, description: undefined }) }
  } catch (error) {
    if (error instanceof DuplicateToolError) return { ok: false, error: 'Tool already exists', fieldErrors: { name: 'Tool already exists' } }
    throw error
  }
}

export interface BulkRowResult {
  row: number
  name: string
  status: 'added' | 'skipped' | 'error'
  message: string
  toolId?: number
  slug?: string
  jobId?: number
}

/** Every row validated and added on its own: bad rows are reported, good rows added whole. */
export async function bulkAddTools(payload: Payload, user: StaffUser, text: string): Promise<ActionResult<{ results: BulkRowResult[] }>> {
  const parsed = parseBulkText(text)
  if ('error' in parsed) return { ok: false, error: parsed.error }
  const seen = new Set<string>()
  const results: BulkRowResult[] = []
  for (const [index, raw] of parsed.rows.entries()) {
    const rowNumber = index + 1
    const name = raw.name?.trim() || `(row ${rowNumber})`
    const row = bulkRowSchema.safeParse(raw)
    if (!row.success) {
      results.push({ row: rowNumber, name, status: 'error', message: row.error.issues.map((issue) => issue.message).join('; ') })
      continue
    }
    const key = row.data.name.toLowerCase()
    if (seen.has(key)) {
      results.push({ row: rowNumber, name, status: 'skipped', message: 'Listed twice; added once' })
      continue
    }
    seen.add(key)
    try {
      const added = await addToolWithEnrichment(payload, user, row.data)
      results.push({ row: rowNumber, name: added.name, status: 'added', message: 'Added; enrichment queued', toolId: added.id, slug: added.slug, jobId: added.jobId })
    } catch (error) {
      if (error instanceof DuplicateToolError) {
        results.push({ row: rowNumber, name, status: 'skipped', message: 'Tool already exists' })
      } else {
        results.push({ row: rowNumber, name, status: 'error', message: error instanceof Error ? error.message : 'Could not add this tool' })
      }
    }
  }
  return { ok: true, data: { results } }
}
