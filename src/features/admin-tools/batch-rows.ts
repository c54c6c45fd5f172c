import type { BatchRow } from './batch-results'
import type { QueuedItem } from './batches'
import type { JobStatus } from './job-status'

/** What a finished job means for its row: done, skipped or error, with a detail. */
export type FinishedRow = (job: JobStatus) => Omit<BatchRow, 'name'>

/** One row per queued tool, following its job: queued, running, failed, or what `finished` says. */
export function rowsForJobs(items: QueuedItem[], statuses: JobStatus[], finished: FinishedRow): BatchRow[] {
  return items.map((item) => {
    const job = statuses.find((status) => status.id === item.jobId)
    if (!job || job.state === 'queued') return { name: item.name, status: 'queued' }
    if (job.state === 'running' || job.state === 'retrying') return { name: item.name, status: 'running' }
    if (job.state === 'failed') return { name: item.name, status: 'error', detail: job.error ?? undefined }
    return { name: item.name, ...finished(job) }
  })
}

export const finishedJobs = (statuses: JobStatus[]) => statuses.filter((job) => job.state === 'succeeded' || job.state === 'failed').length
