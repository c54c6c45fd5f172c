import type { TaskConfig } from 'payload'

import { sendFollowDigests } from '@/domains/accounts'

/**
 * Every day at 08:00 UTC: one mail per user listing the tools approved since their last digest in
 * the categories and integrations they follow. Never twice for one tool or one day, however often
 * it runs; a failed send is retried.
 */
export const sendFollowDigestsTask: TaskConfig<'sendFollowDigests'> = {
  slug: 'sendFollowDigests',
  label: 'Send the daily follow digests',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [{ cron: '0 0 8 * * *', queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { sent: (await sendFollowDigests(req.payload)).sent } }),
}
