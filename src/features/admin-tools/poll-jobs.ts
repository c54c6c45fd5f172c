import { getJobStatuses } from './get-job-statuses'
import type { JobStatus } from './job-status'

const FINISHED = new Set(['succeeded', 'failed'])

/**
 * Polls the jobs until every one has finished (or the time runs out), reporting each snapshot.
 * Throws when the status itself can't be read.
 */
export async function pollJobs(
  ids: number[],
  onUpdate: (statuses: JobStatus[]) => void = () => undefined,
  { intervalMs = 1_500, timeoutMs = 10 * 60_000 } = {},
): Promise<JobStatus[]> {
  const started = Date.now()
  for (;;) {
    const result = await getJobStatuses({ ids })
    if (!result.ok) throw new Error(result.error)
    onUpdate(result.data)
    if (result.data.length === ids.length && result.data.every((job) => FINISHED.has(job.state))) return result.data
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for the job queue')
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
