import type { TaskConfig } from 'payload'

import { deleteOrphanedVendorLogos } from '@/domains/vendors'

/** Hourly: removes logos uploaded from the public forms that no request came to use. */
export const deleteOrphanedLogosTask: TaskConfig<'deleteOrphanedLogos'> = {
  slug: 'deleteOrphanedLogos',
  label: 'Delete orphaned vendor logos',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  schedule: [{ cron: '0 30 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { deleted: await deleteOrphanedVendorLogos(req.payload) } }),
}
