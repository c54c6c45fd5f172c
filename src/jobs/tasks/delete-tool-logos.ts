import type { TaskConfig } from 'payload'

import { logoStore, toolLogoPrefix } from '@/domains/enrichment'

/** Removes a deleted tool's stored logos, after the delete committed (queued by the Tools hook). */
export const deleteToolLogosTask: TaskConfig<'deleteToolLogos'> = {
  slug: 'deleteToolLogos',
  label: 'Delete a deleted tool’s logos',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'toolId', type: 'number', required: true }],
  handler: async ({ input }) => {
    await logoStore().removeAll(toolLogoPrefix(input.toolId))
    return { output: {} }
  },
}
