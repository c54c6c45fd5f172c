import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { sqlFor } from '@/platform/database/db'
import { QUEUES } from '@/platform/jobs/queues'

export const CATEGORIZATION_BATCH = 5
export const CONTENT_BATCH = 10

export interface QueuedItem {
  toolId: number
  name: string
  jobId: number
}

export interface BatchError {
  toolId: number
  name: string
  message: string
}

type TriedField = 'categorizationTriedAt' | 'contentTriedAt'
const TRIED_COLUMN = { categorizationTriedAt: 'categorization_tried_at', contentTriedAt: 'content_tried_at' }

/**
 * Up to `limit` tools matching `where`: those no batch has taken yet first (oldest first), then
 * the ones tried longest ago. Every tool taken is marked, so one that can't be handled (no text
 * to categorise, no description) doesn't stand at the head of every later batch.
 */
async function takeBatch(payload: Payload, where: Where, tried: TriedField, limit: number) {
  const query = { collection: 'tools', depth: 0, draft: true, select: { name: true, description: true }, overrideAccess: true } as const
  const fresh = await payload.find({ ...query, where: { and: [where, { [tried]: { exists: false } }] }, sort: 'createdAt', limit })
  const again =
    fresh.docs.length < limit
      ? await payload.find({ ...query, where: { and: [where, { [tried]: { exists: true } }] }, sort: tried, limit: limit - fresh.docs.length })
      : { docs: [] }
  const docs = [...fresh.docs, ...again.docs]
  if (docs.length > 0) {
    // Written past the hooks (a mark is no edit) on the tool and its latest version, which is
    // what the draft-aware queries above read.
    const db = await sqlFor(payload)
    const ids = sql.join(docs.map((doc) => sql`${doc.id}`), sql`, `)
    const now = new Date().toISOString()
    await db.execute(sql`UPDATE tools SET ${sql.raw(TRIED_COLUMN[tried])} = ${now} WHERE id IN (${ids})`)
    await db.execute(sql`UPDATE _tools_v SET ${sql.raw(`version_${TRIED_COLUMN[tried]}`)} = ${now} WHERE parent_id IN (${ids}) AND latest`)
  }
  return docs
}

/** Up to 5 tools without a category (or in "Uncategorized"), each queued for categorisation. */
export async function queueCategorizationBatch(payload: Payload): Promise<QueuedItem[]> {
  const uncategorized = await payload.find({
    collection: 'categories',
    where: { name: { equals: 'Uncategorized' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const placeholderId = uncategorized.docs[0]?.id
  const docs = await takeBatch(
    payload,
    { or: [{ category: { exists: false } }, ...(placeholderId ? [{ category: { equals: placeholderId } }] : [])] },
    'categorizationTriedAt',
    CATEGORIZATION_BATCH,
  )
  const queued: QueuedItem[] = []
  for (const tool of docs) {
    const job = await payload.jobs.queue({ task: 'categorizeTool', input: { toolId: tool.id, force: true }, queue: QUEUES.default })
    queued.push({ toolId: tool.id, name: tool.name, jobId: Number(job.id) })
  }
  return queued
}

/**
 * Up to 10 tools with content pending, untried and oldest first. A tool with no description
 * can't be written about: it is skipped and counted as an error, so the editor sees it needs one.
 */
export async function queueContentBatch(payload: Payload): Promise<{ queued: QueuedItem[]; errors: BatchError[] }> {
  const docs = await takeBatch(payload, { contentStatus: { equals: 'pending' } }, 'contentTriedAt', CONTENT_BATCH)
  const queued: QueuedItem[] = []
  const errors: BatchError[] = []
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
