import { renderMail } from '@/platform/mail/layout'
import { siteUrl } from '@/platform/mail/urls'

import { queueListUrl, type EditorQueue } from '../queues'

export const newQueueItemSubject = (queue: EditorQueue, title: string) => `New ${queue.item} waiting: ${title}`

/** The mail an editor gets for an item entering a queue they work: what it is, the queue's size, and links to both. */
export function newQueueItemMail(queue: EditorQueue, input: { id: number; title: string; pending: number; oldestWait: string | null }) {
  const others = input.pending - 1
  return renderMail({
    subject: newQueueItemSubject(queue, input.title),
    preheader: `${input.pending} waiting in ${queue.label}`,
    heading: `New ${queue.item}`,
    paragraphs: [
      `"${input.title}" is waiting for an editor in ${queue.label}.`,
      others > 0
        ? `${input.pending} items are waiting there now${input.oldestWait ? `; the oldest has waited ${input.oldestWait}` : ''}.`
        : 'It is the only item waiting there.',
    ],
    action: { label: `Open the ${queue.item}`, url: siteUrl(`/admin/collections/${queue.collection}/${input.id}`) },
    footnote: `The whole queue: ${siteUrl(queueListUrl(queue))}. You receive this as ${queue.roles.includes('editor') ? 'an editor or admin' : 'an admin'} of HireStack.`,
  })
}
