import type { CollectionSlug, Payload } from 'payload'

import { hasRole } from '@/domains/accounts'

import { EDITOR_QUEUES, queueListUrl, type EditorQueue } from './queues'

export type QueueSummary = { queue: EditorQueue; pending: number; oldestAt: Date | null; url: string }

/**
 * A queue's number of waiting items and when the oldest of them arrived, in one query (the oldest
 * row, with the count). Read with overrideAccess: the caller decides who may see it.
 */
export async function queueSummary(payload: Payload, queue: EditorQueue): Promise<QueueSummary> {
  const { docs, totalDocs } = await payload.find({
    collection: queue.collection as CollectionSlug,
    where: { [queue.status.field]: { equals: queue.status.pending } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  const oldest = docs[0] as { createdAt?: string } | undefined
  return { queue, pending: totalDocs, oldestAt: oldest?.createdAt ? new Date(oldest.createdAt) : null, url: queueListUrl(queue) }
}

/** Each queue the user works (by role), in the registry's order: the admin dashboard's list. */
export async function queueSummaries(payload: Payload, user: { roles?: string[] | null } | null | undefined): Promise<QueueSummary[]> {
  return Promise.all(EDITOR_QUEUES.filter((queue) => hasRole(user, ...queue.roles)).map((queue) => queueSummary(payload, queue)))
}
