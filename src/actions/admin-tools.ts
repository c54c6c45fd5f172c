'use server'

import { MAX_IMAGE_BYTES, tooManyBytes, tooManyPixels } from '@/config/image-limits.mjs'
import {
  type AddedTool,
  type BatchError,
  bulkAddSchema,
  bulkAddTools as bulkAdd,
  type BulkRowResult,
  crawlSchema,
  jobIdsSchema,
  type JobStatus,
  jobStatuses,
  listLogoTools,
  loadToolForUpdate,
  logoImageProblem,
  logoSearchSchema,
  type LogoToolPage,
  meetingChunkSchema,
  queueCategorizationBatch,
  queueContentBatch,
  type QueuedItem,
  quickAddTool as quickAdd,
  storeLogo,
  toolIdSchema,
  toolSlugSchema,
  type ToolUpdateInfo,
} from '@/domains/enrichment'
import { QUEUES } from '@/platform/jobs/queues'
import { fail, type ActionResult } from '@/platform/ui/action-result'
import { addMeetingTools as addMeeting, type MeetingToolResult } from '@/seed/add-meeting-tools'
import { staffSession, type StaffSession } from '@/server/staff-session'


type Staff = Extract<StaffSession, { status: 'staff' }>
type Failure = { ok: false; error: string; fieldErrors?: Record<string, string> }

async function requireStaff(): Promise<Staff | Failure> {
  const session = await staffSession()
  if (session.status === 'signed-out') return fail('Authentication required')
  if (session.status === 'forbidden') return fail('You do not have access to admin tools')
  return session
}

/**
 * Runs an admin action for staff only. A failure of the database or the queue becomes `failure`
 * (the panel's own message, e.g. "Failed to run ranking calculation.") instead of an error page;
 * the cause goes to the log.
 */
async function asStaff<T>(failure: string, run: (session: Staff) => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const session = await requireStaff()
  if ('ok' in session) return session
  try {
    return await run(session)
  } catch (error) {
    session.payload.logger.error({ err: error }, failure)
    return fail(failure)
  }
}

async function existingToolId(session: Staff, toolId: number): Promise<boolean> {
  const { totalDocs } = await session.payload.count({ collection: 'tools', where: { id: { equals: toolId } }, overrideAccess: true })
  return totalDocs > 0
}

/** The status of enrichment jobs this screen started; any other id (or kind of job) is refused. */
export async function getJobStatuses(input: { ids: number[] }): Promise<ActionResult<JobStatus[]>> {
  return asStaff('Job status unavailable', async ({ payload }) => {
    const parsed = jobIdsSchema.safeParse(input)
    if (!parsed.success) return fail('Unknown jobs')
    const statuses = await jobStatuses(payload, parsed.data.ids)
    if (statuses.length !== new Set(parsed.data.ids).size) return fail('Unknown jobs')
    return { ok: true, data: statuses }
  })
}

export async function runRankingCalculation(): Promise<ActionResult<{ jobId: number }>> {
  return asStaff('Failed to run ranking calculation.', async ({ payload }) => {
    const job = await payload.jobs.queue({ task: 'calculateRanking', input: {}, queue: QUEUES.default })
    return { ok: true, data: { jobId: Number(job.id) } }
  })
}

export async function runCategorization(): Promise<ActionResult<{ queued: QueuedItem[] }>> {
  return asStaff('Failed to run tool categorization.', async ({ payload }) => ({
    ok: true,
    data: { queued: await queueCategorizationBatch(payload) },
  }))
}

export async function runContentGeneration(): Promise<ActionResult<{ queued: QueuedItem[]; errors: BatchError[] }>> {
  return asStaff('Failed to run content generation process.', async ({ payload }) => ({ ok: true, data: await queueContentBatch(payload) }))
}

export async function generateKeyBenefits(input: { toolId: string | number }): Promise<ActionResult<{ jobId: number }>> {
  return asStaff('Failed to generate key benefits. Please try again.', async (session) => {
    const parsed = toolIdSchema.safeParse(input)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Enter a tool ID'
      return fail(message, { toolId: message })
    }
    if (!(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found', { toolId: 'Tool not found' })
    const job = await session.payload.jobs.queue({ task: 'generateKeyBenefits', input: { toolId: parsed.data.toolId }, queue: QUEUES.default })
    return { ok: true, data: { jobId: Number(job.id) } }
  })
}

/** One chunk of the curated meeting tools from `from` on, and how many there are in all. */
export async function addMeetingTools(input: { from?: number } = {}): Promise<ActionResult<{ results: MeetingToolResult[]; total: number }>> {
  return asStaff('Failed to add meeting tools. Check console for details.', async ({ payload, user }) => {
    const parsed = meetingChunkSchema.safeParse(input)
    if (!parsed.success) return fail('Failed to add meeting tools. Check console for details.')
    return { ok: true, data: await addMeeting(payload, user, parsed.data.from) }
  })
}

export async function quickAddTool(input: unknown): Promise<ActionResult<AddedTool>> {
  return asStaff('Could not add the tool. Please try again.', ({ payload, user }) => quickAdd(payload, user, input))
}

/** One chunk of a bulk list (rows `from` on), and how many rows the list has. */
export async function bulkAddTools(input: { text: string; from?: number }): Promise<ActionResult<{ results: BulkRowResult[]; total: number }>> {
  return asStaff('Could not add the tools. Please try again.', async ({ payload, user }) => {
    const parsed = bulkAddSchema.safeParse(input)
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid list')
    return bulkAdd(payload, user, parsed.data.text, parsed.data.from)
  })
}

export async function getLogoTools(input: { search?: string; page?: number }): Promise<ActionResult<LogoToolPage>> {
  return asStaff('Could not load the tools', async ({ payload }) => {
    const parsed = logoSearchSchema.safeParse(input)
    if (!parsed.success) return fail('Invalid search')
    return { ok: true, data: await listLogoTools(payload, parsed.data) }
  })
}

/** A new logo for a tool, from the logo management panel (multipart form: toolId, file). */
export async function uploadToolLogo(formData: FormData): Promise<ActionResult<{ localLogoPath: string }>> {
  return asStaff('The logo could not be saved. Please try again.', async (session) => {
    if (!(formData instanceof FormData)) return fail('Choose an image file', { file: 'Choose an image file' })
    const parsed = toolIdSchema.safeParse({ toolId: formData.get('toolId') })
    const file = formData.get('file')
    if (!parsed.success) return fail('Unknown tool')
    if (!(file instanceof File) || file.size === 0) return fail('Choose an image file', { file: 'Choose an image file' })
    if (!file.type.startsWith('image/')) return fail('The logo must be an image', { file: 'The logo must be an image' })
    if (file.size > MAX_IMAGE_BYTES) return fail(tooManyBytes('logo'), { file: tooManyBytes('logo') })
    if (!(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found')
    const image = Buffer.from(await file.arrayBuffer())
    if ((await logoImageProblem(image)) === 'too_large') return fail(tooManyPixels('logo'), { file: tooManyPixels('logo') })
    let localLogoPath: string
    try {
      localLogoPath = await storeLogo(parsed.data.toolId, image)
    } catch {
      return fail('The image could not be read', { file: 'The image could not be read' })
    }
    await session.payload.update({ collection: 'tools', id: parsed.data.toolId, data: { localLogoPath }, overrideAccess: true })
    return { ok: true, data: { localLogoPath } }
  })
}

export async function fetchToolLogo(input: { toolId: number }): Promise<ActionResult<{ jobId: number }>> {
  return asStaff('Logo fetch could not be started', async (session) => {
    const parsed = toolIdSchema.safeParse(input)
    if (!parsed.success || !(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found')
    const job = await session.payload.jobs.queue({ task: 'fetchLogo', input: { toolId: parsed.data.toolId, force: true }, queue: QUEUES.default })
    return { ok: true, data: { jobId: Number(job.id) } }
  })
}

/**
 * Queues a crawl from the update page. Only `overwrite: true` (the explicit button) replaces the
 * description, pricing and features a tool has; otherwise only empty fields are filled.
 */
export async function crawlToolWebsite(input: { toolId: number; url: string; overwrite?: boolean }): Promise<ActionResult<{ jobId: number }>> {
  return asStaff('Failed to crawl website', async (session) => {
    const parsed = crawlSchema.safeParse(input)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a URL'
      return fail(message, { url: message })
    }
    if (!(await existingToolId(session, parsed.data.toolId))) return fail('Failed to fetch tool information')
    const job = await session.payload.jobs.queue({ task: 'crawlWebsite', input: parsed.data, queue: QUEUES.default })
    return { ok: true, data: { jobId: Number(job.id) } }
  })
}

export async function getToolUpdateInfo(input: { slug: string }): Promise<ActionResult<ToolUpdateInfo | null>> {
  return asStaff('Failed to fetch tool information', async ({ payload }) => {
    const parsed = toolSlugSchema.safeParse(input)
    if (!parsed.success) return { ok: true, data: null }
    return { ok: true, data: await loadToolForUpdate(payload, parsed.data.slug) }
  })
}

export type { AddedTool, BatchError, BulkRowResult, JobStatus, MeetingToolResult, QueuedItem, ToolUpdateInfo, LogoToolPage }
