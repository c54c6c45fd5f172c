/**
 * Five queues: "default" for short interactive work (a crawl from the update page, key benefits,
 * one AI step, ranking, an account's mails), "enrichment" for whole-tool workflows, which launch
 * Chromium and so run two at a time, "newsletter" for an issue's delivery batches, one at a time,
 * so a long send never holds up the others, "alerts" for the editors' mails about new queue items
 * (one job per editor and item: a burst of reviews or freshness proposals with many editors must
 * not keep a sign-up or e-mail change mail waiting), and "logos" for the scheduled logo fetches of
 * the tools still without one, one at a time, so a run of slow sites never holds up the others.
 * Here rather than in src/jobs because the writers that queue work (admin tools, payments, the
 * Tools hook) name the queue, and domains and the platform may not import src/jobs.
 */
export const QUEUES = { default: 'default', enrichment: 'enrichment', newsletter: 'newsletter', alerts: 'alerts', logos: 'logos' } as const

/**
 * Set in `context` by writers that create a tool and queue its enrichment themselves (quick and
 * bulk add, meeting tools, approvals), so the Tools hook doesn't queue it a second time.
 */
export const ENRICHMENT_QUEUED = 'enrichmentQueued'
