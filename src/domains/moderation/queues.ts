import type { Role } from '@/domains/accounts'

/**
 * The queues editors work, one entry each: the collection, the value of its status field that
 * means "waiting for an editor", and the roles that work it (the collection's read access). From
 * this list come the mail to those roles for each item that enters a queue, and the admin
 * dashboard's list with counts and ages. A new queue (domain claims, say) is one more entry.
 */
export type EditorQueue = {
  collection: string
  label: string
  item: string
  status: { field: string; pending: string }
  roles: readonly Role[]
}

export const EDITOR_QUEUES: readonly EditorQueue[] = [
  { collection: 'submissions', label: 'Submissions', item: 'submission', status: { field: 'reviewStatus', pending: 'pending' }, roles: ['admin'] },
  // A placement request waits once its billing is settled (card saved, or manual billing chosen).
  {
    collection: 'sponsorships',
    label: 'Featured placements',
    item: 'featured placement request',
    status: { field: 'status', pending: 'pending_review' },
    roles: ['admin'],
  },
  { collection: 'reviews', label: 'Reviews', item: 'review', status: { field: 'status', pending: 'pending' }, roles: ['admin', 'editor'] },
  { collection: 'review-reports', label: 'Review reports', item: 'review report', status: { field: 'status', pending: 'new' }, roles: ['admin', 'editor'] },
  { collection: 'reports', label: 'Tool reports', item: 'tool report', status: { field: 'status', pending: 'new' }, roles: ['admin'] },
  {
    collection: 'change-proposals',
    label: 'Change proposals',
    item: 'change proposal',
    status: { field: 'status', pending: 'pending' },
    roles: ['admin', 'editor'],
  },
  { collection: 'claims', label: 'Claims', item: 'claim', status: { field: 'status', pending: 'pending' }, roles: ['admin', 'editor'] },
  {
    collection: 'case-study-requests',
    label: 'Case study requests',
    item: 'case study request',
    status: { field: 'status', pending: 'new' },
    roles: ['admin', 'editor'],
  },
]

export function editorQueue(collection: string): EditorQueue | undefined {
  return EDITOR_QUEUES.find((queue) => queue.collection === collection)
}

/** Whether a write put the document into its queue: created waiting, or moved back to waiting. */
export function enteredQueue(queue: EditorQueue, doc: Record<string, unknown>, previous: Record<string, unknown> | undefined): boolean {
  const { field, pending } = queue.status
  return doc[field] === pending && previous?.[field] !== pending
}

/** The admin's list of the queue's waiting items, oldest first. */
export function queueListUrl(queue: EditorQueue): string {
  const { field, pending } = queue.status
  return `/admin/collections/${queue.collection}?${new URLSearchParams({ [`where[${field}][equals]`]: pending, sort: 'createdAt' }).toString()}`
}
