import type { TaskConfig } from 'payload'

import { inBatches, toolsDueForCheck } from '@/domains/directory'
import { sqlFor } from '@/platform/database/db'
import { QUEUES } from '@/platform/jobs/queues'

/**
 * scheduleFreshnessChecks: daily at 04:15 UTC (queued by whichever process runs the "default"
 * queue), queues the checks of the tools due today in small batches on the "enrichment" queue, so
 * each tool is checked once a week and a day holds a seventh of them (docs/listings.md, "Freshness").
 */
export const scheduleFreshnessChecksTask: TaskConfig<'scheduleFreshnessChecks'> = {
  slug: 'scheduleFreshnessChecks',
  label: 'Schedule website freshness checks',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 15 4 * * *', queue: QUEUES.default }],
  outputSchema: [
    { name: 'tools', type: 'number', required: true },
    { name: 'jobs', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const due = await toolsDueForCheck(await sqlFor(req.payload), new Date())
    const batches = inBatches(due)
    for (const toolIds of batches) {
      await req.payload.jobs.queue({ task: 'checkSiteFreshness', input: { toolIds }, queue: QUEUES.enrichment, req })
    }
    return { output: { tools: due.length, jobs: batches.length } }
  },
}
