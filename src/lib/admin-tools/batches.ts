import type { Payload } from 'payload'

import { QUEUES } from '@/jobs/queues'

export const CATEGORIZATION_BATCH = 5
export const CONTENT_BATCH = 10

export interface QueuedItem {
  toolId: number
  name: string
  jobId: number
}

/** Read 6: up to 5 tools without a category (or in "Uncategorized"), each queued for categorisation. */
export async function queueCategorizationBatch(payload: Payload): Promise<QueuedItem[]> {
  const uncategorized = await payload.find({
    collection: 'categories',
    where: { name: { equals: 'Uncategorized' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const placeholderId = uncategorized.docs[0]?.id
  const { docs } = await payload.find({
    collection: 'tools',
    where: {
      or: [{ category: { exists: false } }, ...(placeholderId ? [{ category: { equals: placeholderId } }] : [])],
    },
    sort: 'createdAt',
    limit: CATEGORIZATION_BATCH,
    depth: 0,
    draft: true,
    select: { name: true, description: true, features: true },
    overrideAccess: true,
  })
  const queued: QueuedItem[] = []
  for (const tool of docs) {
    const job = await payload.jobs.queue({ task: 'categorizeTool', input: { toolId: tool.id, force: true }, queue: QUEUES.default })
    queued.push({ toolId: tool.id, name: tool.name, jobId: Number(job.id) })
  }
  return queued
}

/**
 * Read 7: up to 10 tools with content pending, oldest first. A tool with no description can't be
 * written about: it is skipped and reported as an error, as the spec says.
 */
export async function queueContentBatch(payload: Payload): Promise<{ queued: QueuedItem[]; errors: { toolId: number; name: string; message: string }[] }> {
  const { docs } = await payload.find({
    collection: 'tools',
    where: { contentStatus: { equals: 'pending' } },
    sort: 'createdAt',
    limit: CONTENT_BATCH,
    depth: 0,
    draft: true,
    select: { name: true, description: true },
    overrideAccess: true,
  })
  const queued: QueuedItem[] = []
  const errors: { toolId: number; name: string; message: string }[] = []
  for (const tool of docs) {
    if (!tool.description?.trim()) {
      errors.push({ toolId: tool.id, name: tool.name, message: 'No description to generate content from' })
      continue
    }
    const job = await payload.jobs.queue({ task: 'generateContent', input: { toolId: tool.id }, queue: QUEUES.default })
    queued.push({ toolId: tool.id, name: tool.name, jobId: Number(job.id) })
  }
  return { queued, errors }
}
