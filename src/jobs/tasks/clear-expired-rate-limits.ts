import type { TaskConfig } from 'payload'

import { clearExpiredRateLimits } from '@/platform/rate-limit/clear-expired'

/** Every ten minutes: deletes ended rate-limit windows, for every app instance at once. */
export const clearExpiredRateLimitsTask: TaskConfig<'clearExpiredRateLimits'> = {
  slug: 'clearExpiredRateLimits',
  label: 'Clear expired rate limits',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { deleted: await clearExpiredRateLimits(req.payload) } }),
}
