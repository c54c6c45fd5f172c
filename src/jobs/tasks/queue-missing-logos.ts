import type { TaskConfig } from 'payload'

import { queueMissingLogos } from '@/domains/enrichment'
import { QUEUES } from '@/platform/jobs/queues'

export interface QueueMissingLogosIO {
  input: Record<string, never>
  output: { tools: number }
}

/**
 * queueMissingLogos: every ten minutes (queued by whichever process runs the "default" queue: the
 * app in development, `npm run worker` in production), hands the next tools still without a logo
 * to fetchLogo on the "logos" queue, so a logo from the vendor's own site is every tool's normal
 * state and the monogram only the fallback (docs/enrichment.md, "Logos").
 */
export const queueMissingLogosTask: TaskConfig<QueueMissingLogosIO> = {
  slug: 'queueMissingLogos',
  label: 'Fetch the logos tools still lack',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 */10 * * * *', queue: QUEUES.default }],
  outputSchema: [{ name: 'tools', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { tools: (await queueMissingLogos(req.payload, new Date(), req)).length } }),
}
