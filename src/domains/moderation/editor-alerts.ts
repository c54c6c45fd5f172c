import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/domains/accounts'
import { QUEUES } from '@/platform/jobs/queues'
import { sendMail } from '@/platform/mail/send'

import { newQueueItemMail } from './mail/new-queue-item'
import { queueSummary } from './queue-summary'
import { editorQueue, type EditorQueue } from './queues'
import { waitingTime } from './waiting-time'

export type EditorAlertInput = { collection: string; id: number; userId: number }

/**
 * Queues one `sendEditorAlert` job per editor who works the queue, in the write's own transaction
 * (so only an item that commits is announced, and each mail is retried on its own), on the
 * "alerts" queue of their own.
 */
export async function queueEditorAlerts(payload: Payload, req: PayloadRequest, queue: EditorQueue, id: number): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ roles: { in: [...queue.roles] } }, { _verified: { equals: true } }] },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const editor of docs) {
    const input: EditorAlertInput = { collection: queue.collection, id, userId: editor.id }
    await payload.jobs.queue({ task: 'sendEditorAlert', input, queue: QUEUES.alerts, req })
  }
}

/**
 * The job's work: mails one editor about one item, read after the commit. Nothing is sent for an
 * item already worked or deleted meanwhile, or to someone who no longer works that queue; a send
 * failure throws so the queue retries.
 */
export async function sendEditorAlert(payload: Payload, input: EditorAlertInput, now: Date = new Date()): Promise<'sent' | 'skipped'> {
  const queue = editorQueue(input.collection)
  if (!queue) return 'skipped'
  const collection = queue.collection as CollectionSlug
  const [doc, editor] = await Promise.all([
    payload.findByID({ collection, id: input.id, depth: 0, overrideAccess: true }).catch(() => null),
    payload.findByID({ collection: 'users', id: input.userId, depth: 0, overrideAccess: true }).catch(() => null),
  ])
  const fields = doc as Record<string, unknown> | null
  if (!fields || fields[queue.status.field] !== queue.status.pending || !editor || !hasRole(editor, ...queue.roles)) return 'skipped'
  const titled = fields[payload.collections[collection].config.admin.useAsTitle ?? 'id']
  const title = typeof titled === 'string' && titled.trim() ? titled : `${queue.item} #${input.id}`
  const summary = await queueSummary(payload, queue)
  const content = newQueueItemMail(queue, {
    id: input.id,
    title,
    pending: summary.pending,
    oldestWait: summary.oldestAt ? waitingTime(summary.oldestAt, now) : null,
  })
  await sendMail(payload, editor.email, content)
  return 'sent'
}
