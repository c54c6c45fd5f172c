/**
 * Three queues: "default" for short interactive work (a crawl from the update page, key benefits,
 * one AI step, ranking), "enrichment" for whole-tool workflows, which launch Chromium and so
 * run two at a time, and "newsletter" for an issue's delivery batches, one at a time, so a long
 * send never holds up the other two. Here rather than in src/jobs because the writers that queue work (admin
 * tools, payments, the Tools hook) name the queue, and domains and the platform may not import src/jobs.
 */
export const QUEUES = { default: 'default', enrichment: 'enrichment', newsletter: 'newsletter' } as const

/**
 * Set in `context` by writers that create a tool and queue its enrichment themselves (quick and
 * bulk add, meeting tools, approvals), so the Tools hook doesn't queue it a second time.
 */
export const ENRICHMENT_QUEUED = 'enrichmentQueued'
