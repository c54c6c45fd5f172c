import type { TaskConfig } from 'payload'

import { clearOldToolVisits } from '@/domains/directory'

/** Hourly: deletes the view and click dedupe rows of past days, for every app instance at once. */
export const clearOldToolVisitsTask: TaskConfig<'clearOldToolVisits'> = {
  slug: 'clearOldToolVisits',
  label: 'Clear old tool visits',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 5 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { deleted: await clearOldToolVisits(req.payload) } }),
}
