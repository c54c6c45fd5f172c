'use server'

import { z } from 'zod'

import { MAX_ID } from '@/domains/enrichment'
import { QUEUES } from '@/platform/jobs/queues'
import { settle } from '@/platform/server-actions/settle'
import { fail, type ActionResult } from '@/platform/ui/action-result'
import { isWebsiteAddress, withScheme } from '@/platform/validation/http-url'
import { staffAction } from '@/server/actions/action-client'

import { existingToolId } from './existing-tool'
import { loadToolForUpdate, type ToolUpdateInfo } from './tool-update-info'

const UNKNOWN_TOOL = 'Failed to fetch tool information'

const crawlSchema = z.object({
  toolId: z.coerce.number(UNKNOWN_TOOL).int(UNKNOWN_TOOL).positive(UNKNOWN_TOOL).max(MAX_ID, UNKNOWN_TOOL),
  url: z
    .string('Please enter a URL')
    .trim()
    .min(1, 'Please enter a URL')
    .refine((value) => isWebsiteAddress(value), 'Please enter a valid URL')
    .transform(withScheme),
  /** Replace description, pricing and features the tool has already (the explicit button only). */
  overwrite: z.boolean().default(false),
})

/**
 * Queues a crawl from the update page. Only `overwrite: true` (the explicit button) replaces the
 * description, pricing and features a tool has; otherwise only empty fields are filled.
 */
export const crawlToolWebsite = settle(
  staffAction
    .metadata({ name: 'website crawl', failure: 'Failed to crawl website' })
    .inputSchema(crawlSchema)
    .action(async ({ parsedInput, ctx: { payload } }): Promise<ActionResult<{ jobId: number }>> => {
      if (!(await existingToolId(payload, parsedInput.toolId))) return fail(UNKNOWN_TOOL)
      const job = await payload.jobs.queue({ task: 'crawlWebsite', input: parsedInput, queue: QUEUES.default })
      return { ok: true, data: { jobId: Number(job.id) } }
    }),
)

/** The tool as the update page shows it, read again after a crawl; null when no tool has this slug. */
export const getToolUpdateInfo = settle(
  staffAction
    .metadata({ name: 'tool update info', failure: UNKNOWN_TOOL })
    .inputSchema(z.object({ slug: z.string(UNKNOWN_TOOL).trim().min(1, UNKNOWN_TOOL).max(200, UNKNOWN_TOOL) }))
    .action(async ({ parsedInput: { slug }, ctx: { payload } }): Promise<ActionResult<ToolUpdateInfo | null>> => ({
      ok: true,
      data: await loadToolForUpdate(payload, slug),
    })),
)
