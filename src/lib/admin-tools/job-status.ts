import type { Payload } from 'payload'

import type { PayloadJob } from '@/payload-types'

export type JobState = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed'

export interface JobStatus {
  id: number
  state: JobState
  task: string | null
  /** The last finished step's output (a single task's result, or the workflow's last step). */
  output: Record<string, unknown> | null
  error: string | null
  stepsDone: number
}

function errorMessage(error: unknown): string | null {
  if (!error) return null
  if (typeof error === 'string') return error
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return 'The job failed'
}

export function describeJob(job: PayloadJob): JobStatus {
  const log = (job.log ?? []) as { state: string; output?: unknown; error?: unknown }[]
  const succeeded = log.filter((entry) => entry.state === 'succeeded')
  const lastFailure = [...log].reverse().find((entry) => entry.state === 'failed')
  let state: JobState = 'queued'
  if (job.completedAt) state = 'succeeded'
  else if (job.hasError) state = 'failed'
  else if (job.processing) state = 'running'
  else if ((job.totalTried ?? 0) > 0) state = 'retrying'
  return {
    id: job.id,
    state,
    task: job.workflowSlug ?? job.taskSlug ?? null,
    output: (succeeded.at(-1)?.output as Record<string, unknown> | undefined) ?? null,
    error: state === 'failed' || state === 'retrying' ? errorMessage(job.error) ?? errorMessage(lastFailure?.error) : null,
    stepsDone: succeeded.length,
  }
}

export async function jobStatuses(payload: Payload, ids: (number | string)[]): Promise<JobStatus[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { id: { in: ids.map(Number) } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => describeJob(job as PayloadJob))
}
