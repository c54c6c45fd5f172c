'use server'

import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { staffAction } from '@/server/actions/action-client'

import { queueCategorizationBatch, queueContentBatch, type BatchError, type QueuedItem } from './batches'

/** Queues the categorisation of the next batch of tools; the panel polls the jobs. */
export const runCategorization = settle(
  staffAction
    .metadata({ name: 'tool categorization', failure: 'Failed to run tool categorization.' })
    .action(async ({ ctx: { payload } }): Promise<ActionResult<{ queued: QueuedItem[] }>> => ({
      ok: true,
      data: { queued: await queueCategorizationBatch(payload) },
    })),
)

/** Queues content generation for the next batch of tools without it; the panel polls the jobs. */
export const runContentGeneration = settle(
  staffAction
    .metadata({ name: 'content generation', failure: 'Failed to run content generation process.' })
    .action(async ({ ctx: { payload } }): Promise<ActionResult<{ queued: QueuedItem[]; errors: BatchError[] }>> => ({
      ok: true,
      data: await queueContentBatch(payload),
    })),
)
