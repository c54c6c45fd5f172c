import type { TaskConfig } from 'payload'

import { SEND_TASK, sendIssueBatch } from '@/domains/newsletter'
import { env } from '@/platform/env'
import { QUEUES } from '@/platform/jobs/queues'

/** How long to wait before looking again at deliveries a dead sender left claimed (they turn `uncertain` then). */
const ABANDONED_RECHECK_MS = 10 * 60 * 1000 + 5_000

/**
 * One batch of an issue's delivery (NEWSLETTER_BATCH_SIZE mails), then the next batch is queued
 * until none is left. A temporary mail-server failure throws: the job is retried with backoff and
 * carries on where it stopped (docs/newsletter.md).
 */
export const sendNewsletterIssueTask: TaskConfig<'sendNewsletterIssue'> = {
  slug: SEND_TASK,
  label: 'Send a newsletter issue (one batch)',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [{ name: 'issueId', type: 'number', required: true }],
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'skipped', type: 'number', required: true },
    { name: 'pending', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    const batch = await sendIssueBatch(req.payload, input.issueId, env.NEWSLETTER_BATCH_SIZE)
    if (!batch.finished) {
      // Only deliveries claimed by a sender that died are left: look again once they count as abandoned.
      const waitUntil = batch.pending === 0 ? new Date(Date.now() + ABANDONED_RECHECK_MS) : undefined
      await req.payload.jobs.queue({ task: SEND_TASK, input: { issueId: input.issueId }, queue: QUEUES.newsletter, waitUntil })
    }
    return { output: { sent: batch.sent, failed: batch.failed, skipped: batch.skipped, pending: batch.pending + batch.inFlight } }
  },
}
