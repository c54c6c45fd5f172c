'use server'

import { QUEUES } from '@/platform/jobs/queues'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { staffAction } from '@/server/actions/action-client'

/** Queues the ranking calculation over every tool; the panel polls its job. */
export const runRankingCalculation = settle(
  staffAction
    .metadata({ name: 'ranking calculation', failure: 'Failed to run ranking calculation.' })
    .action(async ({ ctx: { payload } }): Promise<ActionResult<{ jobId: number }>> => {
      const job = await payload.jobs.queue({ task: 'calculateRanking', input: {}, queue: QUEUES.default })
      return { ok: true, data: { jobId: Number(job.id) } }
    }),
)
