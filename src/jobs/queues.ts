/**
 * Two queues: "default" for short interactive work (a crawl from the update page, key benefits,
 * one AI step, ranking) and "enrichment" for whole-tool workflows, which launch Chromium and so
 * run two at a time.
 */
export const QUEUES = { default: 'default', enrichment: 'enrichment' } as const

/** In development the app runs the queue itself; in production `npm run worker` does (JOBS_AUTORUN=1). */
export function jobsAutoRunEnabled(): boolean {
  const setting = process.env.JOBS_AUTORUN?.trim()
  if (setting === '1' || setting === 'true') return true
  if (setting === '0' || setting === 'false') return false
  return process.env.NODE_ENV !== 'production'
}

/**
 * Set in `context` by writers that create a tool and queue its enrichment themselves (quick and
 * bulk add, meeting tools, approvals), so the Tools hook doesn't queue it a second time.
 */
export const ENRICHMENT_QUEUED = 'enrichmentQueued'
