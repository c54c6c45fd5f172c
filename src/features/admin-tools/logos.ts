'use server'

import { z } from 'zod'

import { MAX_IMAGE_BYTES, tooManyBytes, tooManyPixels } from '@/config/image-limits.mjs'
import { logoImageProblem, MAX_ID, storeLogo } from '@/domains/enrichment'
import { QUEUES } from '@/platform/jobs/queues'
import { settle } from '@/platform/server-actions/settle'
import { fail, type ActionResult } from '@/platform/ui/action-result'
import { staffAction } from '@/server/actions/action-client'

import { existingToolId } from './existing-tool'
import { listLogoTools, type LogoToolPage } from './logo-tools'

const INVALID_SEARCH = 'Invalid search'

const logoSearchSchema = z.object({
  search: z.string(INVALID_SEARCH).trim().max(100, INVALID_SEARCH).optional(),
  page: z.number(INVALID_SEARCH).int(INVALID_SEARCH).min(1, INVALID_SEARCH).max(1000, INVALID_SEARCH).optional(),
  missing: z.boolean(INVALID_SEARCH).optional(),
})

const CHOOSE_FILE = 'Choose an image file'
const UNKNOWN_TOOL = 'Unknown tool'

/** The logo panel's multipart form: the tool's id and an image file of at most 2 MB. */
const logoUploadSchema = z
  .instanceof(FormData, { error: CHOOSE_FILE })
  .transform((form): Record<'toolId' | 'file', unknown> => ({ toolId: form.get('toolId'), file: form.get('file') }))
  .pipe(
    z.object({
      toolId: z.coerce.number(UNKNOWN_TOOL).int(UNKNOWN_TOOL).positive(UNKNOWN_TOOL).max(MAX_ID, UNKNOWN_TOOL),
      file: z
        .instanceof(File, { error: CHOOSE_FILE })
        .refine((file) => file.size > 0, CHOOSE_FILE)
        .refine((file) => file.type.startsWith('image/'), 'The logo must be an image')
        .refine((file) => file.size <= MAX_IMAGE_BYTES, tooManyBytes('logo')),
    }),
  )

const fetchLogoSchema = z.object({
  toolId: z.coerce.number('Tool not found').int('Tool not found').positive('Tool not found').max(MAX_ID, 'Tool not found'),
})

/** A page of tools with their current logos, for the logo management panel. */
export const getLogoTools = settle(
  staffAction
    .metadata({ name: 'logo tools', failure: 'Could not load the tools' })
    .inputSchema(logoSearchSchema)
    .action(async ({ parsedInput, ctx: { payload } }): Promise<ActionResult<LogoToolPage>> => ({ ok: true, data: await listLogoTools(payload, parsedInput) })),
)

/** A new logo for a tool, from the logo management panel (multipart form: toolId, file). */
export const uploadToolLogo = settle(
  staffAction
    .metadata({ name: 'logo upload', failure: 'The logo could not be saved. Please try again.' })
    .inputSchema(logoUploadSchema)
    .action(async ({ parsedInput: { toolId, file }, ctx: { payload } }): Promise<ActionResult<{ localLogoPath: string }>> => {
      if (!(await existingToolId(payload, toolId))) return fail('Tool not found')
      const image = Buffer.from(await file.arrayBuffer())
      if ((await logoImageProblem(image)) === 'too_large') return fail(tooManyPixels('logo'), { file: tooManyPixels('logo') })
      let localLogoPath: string
      try {
        localLogoPath = await storeLogo(toolId, image)
      } catch {
        return fail('The image could not be read', { file: 'The image could not be read' })
      }
      await payload.update({ collection: 'tools', id: toolId, data: { localLogoPath }, overrideAccess: true })
      return { ok: true, data: { localLogoPath } }
    }),
)

/** Queues a logo fetch from the tool's website that replaces the stored logo. */
export const fetchToolLogo = settle(
  staffAction
    .metadata({ name: 'logo fetch', failure: 'Logo fetch could not be started' })
    .inputSchema(fetchLogoSchema)
    .action(async ({ parsedInput: { toolId }, ctx: { payload } }): Promise<ActionResult<{ jobId: number }>> => {
      if (!(await existingToolId(payload, toolId))) return fail('Tool not found')
      const job = await payload.jobs.queue({ task: 'fetchLogo', input: { toolId, force: true }, queue: QUEUES.default })
      return { ok: true, data: { jobId: Number(job.id) } }
    }),
)
