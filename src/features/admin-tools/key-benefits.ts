'use server'

import { z } from 'zod'

import { MAX_ID } from '@/domains/enrichment'
import { QUEUES } from '@/platform/jobs/queues'
import { settle } from '@/platform/server-actions/settle'
import { fail, type ActionResult } from '@/platform/ui/action-result'
import { staffAction } from '@/server/actions/action-client'

import { existingToolId } from './existing-tool'

const keyBenefitsSchema = z.object({
  toolId: z.coerce.number({ error: 'Enter a tool ID' }).int('Enter a tool ID').positive('Enter a tool ID').max(MAX_ID, 'Tool not found'),
})

/** Queues the key benefits of one tool (by id, from the card under the panels). */
export const generateKeyBenefits = settle(
  staffAction
    .metadata({ name: 'key benefits', failure: 'Failed to generate key benefits. Please try again.' })
    .inputSchema(keyBenefitsSchema)
    .action(async ({ parsedInput: { toolId }, ctx: { payload } }): Promise<ActionResult<{ jobId: number }>> => {
      if (!(await existingToolId(payload, toolId))) return fail('Tool not found', { toolId: 'Tool not found' })
      const job = await payload.jobs.queue({ task: 'generateKeyBenefits', input: { toolId }, queue: QUEUES.default })
      return { ok: true, data: { jobId: Number(job.id) } }
    }),
)
