import type { TaskConfig } from 'payload'

import { toolWebsite } from '@/domains/directory'
import { fetchAndStoreLogo, type LogoCandidate, logoCandidatesFor } from '@/domains/enrichment'

import { loadTool, updateTool } from '../tool-records'

export interface FetchLogoIO {
  input: { toolId: number; candidates?: LogoCandidate[] | null; force?: boolean | null; failSoft?: boolean | null }
  output: { localLogoPath: string | null; status: 'stored' | 'skipped' | 'not_found' | 'failed'; error?: string | null }
}

/**
 * Stores the site's best icon under tool-logos/{toolId}/ and sets localLogoPath. Skips tools that
 * already have one unless forced. Inside the enrichment workflow (`failSoft`) a failure is
 * reported in the output so the chain goes on; queued alone it throws and is retried.
 */
export const fetchLogoTask: TaskConfig<FetchLogoIO> = {
  slug: 'fetchLogo',
  label: 'Fetch logo',
  retries: { attempts: 1, backoff: { type: 'fixed', delay: 10_000 } },
  inputSchema: [
    { name: 'toolId', type: 'number', required: true },
    { name: 'candidates', type: 'json' },
    { name: 'force', type: 'checkbox' },
    { name: 'failSoft', type: 'checkbox' },
  ],
  outputSchema: [
    { name: 'localLogoPath', type: 'text' },
    { name: 'status', type: 'text', required: true },
    { name: 'error', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const tool = await loadTool(req.payload, input.toolId)
    if (tool.localLogoPath && !input.force) return { output: { localLogoPath: tool.localLogoPath, status: 'skipped' } }
    const website = toolWebsite(tool)
    if (!website) return { output: { localLogoPath: null, status: 'not_found', error: 'No website URL' } }
    try {
      const candidates = input.candidates?.length ? input.candidates : await logoCandidatesFor(website)
      const stored = await fetchAndStoreLogo(tool.id, candidates)
      if (!stored) return { output: { localLogoPath: null, status: 'not_found', error: 'No usable icon on the site' } }
      await updateTool(req.payload, tool.id, { localLogoPath: stored.localLogoPath })
      return { output: { localLogoPath: stored.localLogoPath, status: 'stored' } }
    } catch (error) {
      if (!input.failSoft) throw error
      return { output: { localLogoPath: null, status: 'failed', error: error instanceof Error ? error.message : String(error) } }
    }
  },
}
