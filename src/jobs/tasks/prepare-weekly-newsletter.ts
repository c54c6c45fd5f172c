import type { TaskConfig } from 'payload'

import { prepareWeeklyDraft } from '@/domains/newsletter'

/**
 * Mondays at 07:00 UTC: a draft issue from the week's new and trending tools, for an editor to
 * review and send. Never sent by itself; one per ISO week however often it runs.
 */
export const prepareWeeklyNewsletterTask: TaskConfig<'prepareWeeklyNewsletter'> = {
  slug: 'prepareWeeklyNewsletter',
  label: 'Prepare the weekly newsletter draft',
  retries: { attempts: 3, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 0 7 * * 1', queue: 'default' }],
  outputSchema: [
    { name: 'issueId', type: 'number', required: true },
    { name: 'created', type: 'checkbox', required: true },
  ],
  handler: async ({ req }) => ({ output: await prepareWeeklyDraft(req.payload) }),
}
