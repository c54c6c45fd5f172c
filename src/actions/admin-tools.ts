'use server'

import { z } from 'zod'

import { QUEUES } from '@/jobs/queues'
import { bulkAddTools as bulkAdd, quickAddTool as quickAdd, type AddedTool, type BulkRowResult } from '@/lib/admin-tools/add-tools'
import { queueCategorizationBatch, queueContentBatch, type QueuedItem } from '@/lib/admin-tools/batches'
import { jobStatuses, type JobStatus } from '@/lib/admin-tools/job-status'
import { listLogoTools, type LogoToolPage } from '@/lib/admin-tools/logo-tools'
import { addMeetingTools as addMeeting, type MeetingToolResult } from '@/lib/admin-tools/meeting-tools'
import { staffSession, type StaffSession } from '@/lib/admin-tools/staff-session'
import { loadToolForUpdate, type ToolUpdateInfo } from '@/lib/admin-tools/tool-update-info'
import { storeLogo } from '@/lib/logo-fetch/logo-storage'
import { bulkAddSchema, crawlSchema, jobIdsSchema, toolIdSchema } from '@/schemas/admin-tools'

import { fail, type ActionResult } from '@/lib/action-result'

type Staff = Extract<StaffSession, { status: 'staff' }>

async function requireStaff(): Promise<Staff | { ok: false; error: string }> {
  const session = await staffSession()
  if (session.status === 'signed-out') return fail('Authentication required')
  if (session.status === 'forbidden') return fail('You do not have access to admin tools')
  return session
}

const isFailure = (value: Staff | { ok: false; error: string }): value is { ok: false; error: string } => 'ok' in value

async function existingToolId(session: Staff, toolId: number): Promise<boolean> {
  const { totalDocs } = await session.payload.count({ collection: 'tools', where: { id: { equals: toolId } }, overrideAccess: true })
  return totalDocs > 0
}

export async function getJobStatuses(input: { ids: (number | string)[] }): Promise<ActionResult<JobStatus[]>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = jobIdsSchema.safeParse(input)
  if (!parsed.success) return fail('Unknown jobs')
  return { ok: true, data: await jobStatuses(session.payload, parsed.data.ids) }
}

export async function runRankingCalculation(): Promise<ActionResult<{ jobId: number }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const job = await session.payload.jobs.queue({ task: 'calculateRanking', input: {}, queue: QUEUES.default })
  return { ok: true, data: { jobId: Number(job.id) } }
}

export async function runCategorization(): Promise<ActionResult<{ queued: QueuedItem[] }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  return { ok: true, data: { queued: await queueCategorizationBatch(session.payload) } }
}

export async function runContentGeneration(): Promise<
  ActionResult<{ queued: QueuedItem[]; errors: { toolId: number; name: string; message: string }[] }>
> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  return { ok: true, data: await queueContentBatch(session.payload) }
}

export async function generateKeyBenefits(input: { toolId: string | number }): Promise<ActionResult<{ jobId: number }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = toolIdSchema.safeParse(input)
  if (!parsed.success) return fail('Enter a tool ID', { toolId: 'Enter a tool ID' })
  if (!(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found', { toolId: 'Tool not found' })
  const job = await session.payload.jobs.queue({ task: 'generateKeyBenefits', input: { toolId: parsed.data.toolId }, queue: QUEUES.default })
  return { ok: true, data: { jobId: Number(job.id) } }
}

export async function addMeetingTools(): Promise<ActionResult<{ results: MeetingToolResult[] }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  return { ok: true, data: { results: await addMeeting(session.payload, session.user) } }
}

export async function quickAddTool(input: unknown): Promise<ActionResult<AddedTool>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  return quickAdd(session.payload, session.user, input)
}

export async function bulkAddTools(input: { text: string }): Promise<ActionResult<{ results: BulkRowResult[] }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = bulkAddSchema.safeParse(input)
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid list')
  return bulkAdd(session.payload, session.user, parsed.data.text)
}

export async function getLogoTools(input: { search?: string; page?: number }): Promise<ActionResult<LogoToolPage>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = z.object({ search: z.string().trim().max(100).optional(), page: z.number().int().min(1).max(1000).optional() }).safeParse(input)
  if (!parsed.success) return fail('Invalid search')
  return { ok: true, data: await listLogoTools(session.payload, parsed.data) }
}

const LOGO_MAX_BYTES = 2 * 1024 * 1024

export async function uploadToolLogo(formData: FormData): Promise<ActionResult<{ localLogoPath: string }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = toolIdSchema.safeParse({ toolId: formData.get('toolId') })
  const file = formData.get('file')
  if (!parsed.success) return fail('Unknown tool')
  if (!(file instanceof File) || file.size === 0) return fail('Choose an image file', { file: 'Choose an image file' })
  if (!file.type.startsWith('image/')) return fail('The logo must be an image', { file: 'The logo must be an image' })
  if (file.size > LOGO_MAX_BYTES) return fail('The logo must be 2 MB or smaller', { file: 'The logo must be 2 MB or smaller' })
  if (!(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found')
  let localLogoPath: string
  try {
    localLogoPath = await storeLogo(parsed.data.toolId, Buffer.from(await file.arrayBuffer()))
  } catch {
    return fail('The image could not be read', { file: 'The image could not be read' })
  }
  await session.payload.update({ collection: 'tools', id: parsed.data.toolId, data: { localLogoPath }, overrideAccess: true })
  return { ok: true, data: { localLogoPath } }
}

export async function fetchToolLogo(input: { toolId: number }): Promise<ActionResult<{ jobId: number }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = toolIdSchema.safeParse(input)
  if (!parsed.success || !(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found')
  const job = await session.payload.jobs.queue({ task: 'fetchLogo', input: { toolId: parsed.data.toolId, force: true }, queue: QUEUES.default })
  return { ok: true, data: { jobId: Number(job.id) } }
}

export async function crawlToolWebsite(input: { toolId: number; url: string }): Promise<ActionResult<{ jobId: number }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = crawlSchema.safeParse(input)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please enter a URL'
    return fail(message, { url: message })
  }
  if (!(await existingToolId(session, parsed.data.toolId))) return fail('Failed to fetch tool information')
  const job = await session.payload.jobs.queue({
    task: 'crawlWebsite',
    input: { toolId: parsed.data.toolId, url: parsed.data.url, overwrite: true },
    queue: QUEUES.default,
  })
  return { ok: true, data: { jobId: Number(job.id) } }
}

export async function getToolUpdateInfo(input: { slug: string }): Promise<ActionResult<ToolUpdateInfo | null>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = z.object({ slug: z.string().trim().min(1).max(200) }).safeParse(input)
  if (!parsed.success) return { ok: true, data: null }
  return { ok: true, data: await loadToolForUpdate(session.payload, parsed.data.slug) }
}

/** Re-queues the whole enrichment for one tool (crawl, logo, screenshot, AI). */
export async function enrichTool(input: { toolId: number }): Promise<ActionResult<{ jobId: number }>> {
  const session = await requireStaff()
  if (isFailure(session)) return session
  const parsed = toolIdSchema.safeParse(input)
  if (!parsed.success || !(await existingToolId(session, parsed.data.toolId))) return fail('Tool not found')
  const job = await session.payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: parsed.data.toolId }, queue: QUEUES.enrichment })
  return { ok: true, data: { jobId: Number(job.id) } }
}

export type { AddedTool, BulkRowResult, JobStatus, MeetingToolResult, QueuedItem, ToolUpdateInfo, LogoToolPage }
