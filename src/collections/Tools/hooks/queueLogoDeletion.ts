import type { CollectionAfterDeleteHook } from 'payload'

import { QUEUES } from '@/platform/jobs/queues'

/**
 * A deleted tool's stored logos (every version under tool-logos/{id}/, on disk or in the bucket)
 * belong to nothing any more. The `deleteToolLogos` job removes them once the delete has committed
 * (queued in its transaction, so a rolled-back delete keeps them), so a slow bucket never holds
 * the delete's transaction open; a storage failure is retried by the queue.
 */
export const queueLogoDeletion: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.jobs.queue({ task: 'deleteToolLogos', input: { toolId: Number(id) }, queue: QUEUES.default, req })
}
