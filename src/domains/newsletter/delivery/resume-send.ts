import type { Payload } from 'payload'

import { QUEUES } from '@/platform/jobs/queues'

import { sendProgress } from './progress'
import { SEND_TASK, type SendAnswer } from './start-send'

/**
 * Picks an interrupted send up again (a worker that crashed leaves its job marked as running
 * forever; a job that used up its retries stops): queues a new batch job, which skips everyone
 * already sent. Refused while a batch job is alive, so two chains of batches don't run side by side.
 */
export async function resumeIssueSend(payload: Payload, issueId: number): Promise<SendAnswer> {
  const progress = await sendProgress(payload, issueId)
  if (!progress) return { ok: false, httpStatus: 404, message: 'This issue no longer exists.' }
  if (progress.status !== 'sending') return { ok: false, httpStatus: 409, message: 'Only an issue that is being sent can be resumed.' }
  if (progress.running) return { ok: false, httpStatus: 409, message: 'Sending is already running; the progress below updates by itself.' }
  await payload.jobs.queue({ task: SEND_TASK, input: { issueId }, queue: QUEUES.newsletter })
  return { ok: true, httpStatus: 200, message: `Resumed: ${progress.pending} still to send.` }
}
