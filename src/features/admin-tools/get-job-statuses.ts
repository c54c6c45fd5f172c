'use server'

import { z } from 'zod'

import { MAX_ID } from '@/domains/enrichment'
import { settle } from '@/platform/server-actions/settle'
import { fail, type ActionResult } from '@/platform/ui/action-result'
import { staffAction } from '@/server/actions/action-client'

import { jobStatuses, type JobStatus } from './job-status'

const UNKNOWN_JOBS = 'Unknown jobs'
const isJobId = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID

// The ids are checked as one list, so any wrong one answers "Unknown jobs" (not a message per item).
const jobIdsSchema = z.object(
  {
    ids: z
      .array(z.unknown(), { error: UNKNOWN_JOBS })
      .min(1, UNKNOWN_JOBS)
      .max(50, UNKNOWN_JOBS)
      .refine((ids) => ids.every(isJobId), UNKNOWN_JOBS)
      .transform((ids) => ids as number[]),
  },
  { error: UNKNOWN_JOBS },
)

/** The status of enrichment jobs this screen started; any other id (or kind of job) is refused. */
export const getJobStatuses = settle(
  staffAction
    .metadata({ name: 'job statuses', failure: 'Job status unavailable' })
    .inputSchema(jobIdsSchema)
    .action(async ({ parsedInput: { ids }, ctx: { payload } }): Promise<ActionResult<JobStatus[]>> => {
      const statuses = await jobStatuses(payload, ids)
      if (statuses.length !== new Set(ids).size) return fail(UNKNOWN_JOBS)
      return { ok: true, data: statuses }
    }),
)
