import type { Payload } from 'payload'

import type { PayloadJob } from '@/payload-types'

type JobState = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed'

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

/**
 * What staff may follow from the admin screens: the enrichment tasks and workflow. Other jobs
 * (Stripe events, mail) carry customers' data in their input and output.
 */
const ENRICHMENT_TASKS = ['crawlWebsite', 'fetchLogo', 'captureScreenshot', 'categorizeTool', 'generateKeyBenefits', 'generateContent', 'calculateRanking']
const ENRICHMENT_WORKFLOWS = ['enrichTool']

/** The enrichment jobs among `ids`; others (and missing ones) are left out. */
export async function jobStatuses(payload: Payload, ids: number[]): Promise<JobStatus[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { id: { in: ids } },
        { or: [{ taskSlug: { in: ENRICHMENT_TASKS } }, { workflowSlug: { in: ENRICHMENT_WORKFLOWS } }] },
      ],
    },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => describeJob(job))
}

/**
 * Whether a job of this task has finished, either way (or is gone). For the public tool page,
 * which may only learn that much about the job it started.
 */
export async function taskJobSettled(payload: Payload, jobId: number, taskSlug: string): Promise<boolean> {
  const job = await payload
    .findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!job || job.taskSlug !== taskSlug) return true
  return Boolean(job.completedAt || job.hasError)
}
