import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { editorQueue, EDITOR_QUEUES, enteredQueue, queueEditorAlerts } from '@/domains/moderation'

/** When a write puts a document into an editors' queue, each editor who works it gets a mail (queued in the write's transaction). */
const alertEditors: CollectionAfterChangeHook<{ id: number }> = async ({ doc, previousDoc, operation, req, collection }) => {
  const queue = editorQueue(collection.slug)
  if (queue && enteredQueue(queue, doc, operation === 'create' ? undefined : previousDoc)) {
    await queueEditorAlerts(req.payload, req, queue, doc.id)
  }
  return doc
}

/**
 * Adds the alert to every collection the queue registry (src/domains/moderation/queues.ts) names,
 * so a new queue needs only its registry entry, not an edit of its collection.
 */
export function withEditorAlerts(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) =>
    EDITOR_QUEUES.some((queue) => queue.collection === collection.slug)
      ? { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), alertEditors] } }
      : collection,
  )
}
