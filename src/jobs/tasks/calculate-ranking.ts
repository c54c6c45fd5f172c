import type { TaskConfig } from 'payload'

import { calculateRanking } from '@/domains/directory'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

/**
 * calculate_ai_ranking_score: hourly on the schedule (queued at the top of each hour by whichever
 * process runs the "default" queue: the app in development, `npm run worker` in production), and on
 * demand from the admin tools. Also prunes finished and failed jobs older than a week.
 */
export const calculateRankingTask: TaskConfig<'calculateRanking'> = {
  slug: 'calculateRanking',
  label: 'Calculate ranking',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 30_000 } },
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'updated', type: 'number', required: true }],
  handler: async ({ req }) => {
    const updated = await calculateRanking(req.payload)
    // The scores are written in SQL, past the collection hooks: purge the listings and tool pages.
    await purgeCacheKeys([CACHE_KEYS.tools], req)
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString()
    // Jobs that gave up (retries used) never get a completedAt: they age out by their last update.
    await req.payload.delete({
      collection: 'payload-jobs',
      where: {
        or: [{ completedAt: { less_than: weekAgo } }, { and: [{ hasError: { equals: true } }, { updatedAt: { less_than: weekAgo } }] }],
      },
      overrideAccess: true,
    })
    return { output: { updated } }
  },
}
