import { createLocalReq, type Payload } from 'payload'

import { DUPLICATE_TOOL_MESSAGE, isDuplicateToolName, isUniqueViolation } from '@/domains/directory'
import { bulkRowSchema, parseBulkText, quickAddSchema, type BulkRow } from '@/domains/enrichment/schemas/admin-tools'
import type { User } from '@/payload-types'
import { inTransaction } from '@/platform/database/transaction'
import { ENRICHMENT_QUEUED, QUEUES } from '@/platform/jobs/queues'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'

type StaffUser = User & { collection: 'users' }

export interface AddedTool {
  id: number
  slug: string
  name: string
  jobId: number
}

class DuplicateToolError extends Error {
  constructor() {
    super(DUPLICATE_TOOL_MESSAGE)
    this.name = 'DuplicateToolError'
  }
}

/**
 * Creates the tool (published, validation "pending", content "pending", default type recruiter)
 * and queues its enrichment in one transaction: either both happen or neither does. A name taken
 * already (any letter case, even by a write racing this one) throws DuplicateToolError.
 */
async function addToolWithEnrichment(payload: Payload, user: StaffUser, row: BulkRow): Promise<AddedTool> {
  try {
    return await createWithEnrichment(payload, user, row)
  } catch (error) {
    // Two adds of one name at once both derive the same slug; the loser's slug index error only
    // means the winner has committed, so a second try meets its name (or gets the next slug).
    if (!isUniqueViolation(error, 'slug')) throw error
    return createWithEnrichment(payload, user, row)
  }
}

async function createWithEnrichment(payload: Payload, user: StaffUser, row: BulkRow): Promise<AddedTool> {
  const req = await createLocalReq({ user, context: { [ENRICHMENT_QUEUED]: true } }, payload)
  try {
    return await inTransaction(
      payload,
      async () => {
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
        return { id: tool.id, slug: tool.slug ?? '', name: tool.name, jobId: Number(job.id) }
      },
      req,
    )
  } catch (error) {
    throw isDuplicateToolName(error) ? new DuplicateToolError() : error
  }
}

/** Why a tool couldn't be added, for the person who tried: never a stack trace. */
export function addFailure(error: unknown): string {
  const reason = error instanceof Error && error.message ? error.message : 'unexpected error'
  return `Could not add the tool: ${reason}`
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
    if (error instanceof DuplicateToolError) return { ok: false, error: DUPLICATE_TOOL_MESSAGE, fieldErrors: { name: DUPLICATE_TOOL_MESSAGE } }
    payload.logger.error({ err: error }, 'quick add failed')
    return { ok: false, error: addFailure(error) }
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

/** How many rows one bulk-add call handles, so the screen can show "n of N" between calls. */
export const BULK_CHUNK = 10

/**
 * Rows `from` to `from + BULK_CHUNK` of the list (1-based row numbers in the results), each
 * validated and added on its own: bad rows are reported, good rows added whole. A name listed
 * earlier in the same list is skipped, whichever call added it.
 */
export async function bulkAddTools(
  payload: Payload,
  user: StaffUser,
  text: string,
  from = 0,
): Promise<ActionResult<{ results: BulkRowResult[]; total: number }>> {
  const parsed = parseBulkText(text)
  if ('error' in parsed) return { ok: false, error: parsed.error }
  const seen = new Set<string>()
  for (const raw of parsed.rows.slice(0, from)) {
    const row = bulkRowSchema.safeParse(raw)
    if (row.success) seen.add(row.data.name.toLowerCase())
  }
  const results: BulkRowResult[] = []
  for (const [offset, raw] of parsed.rows.slice(from, from + BULK_CHUNK).entries()) {
    const rowNumber = from + offset + 1
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
        results.push({ row: rowNumber, name, status: 'skipped', message: DUPLICATE_TOOL_MESSAGE })
      } else {
        payload.logger.error({ err: error, row: rowNumber }, 'bulk add row failed')
        results.push({ row: rowNumber, name, status: 'error', message: addFailure(error) })
      }
    }
  }
  return { ok: true, data: { results, total: parsed.rows.length } }
}
