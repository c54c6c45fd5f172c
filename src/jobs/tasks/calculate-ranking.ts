import type { TaskConfig } from 'payload'

import { calculateRanking } from '@/lib/ranking/calculate-ranking'

export interface CalculateRankingIO {
  input: Record<string, never>
  output: { updated: number }
}

/** calculate_ai_ranking_score: hourly on the schedule, and on demand from the admin tools. */
export const calculateRankingTask: TaskConfig<CalculateRankingIO> = {
  slug: 'calculateRanking',
  label: 'Calculate ranking',
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 30_000 } },
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'updated', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { updated: await calculateRanking(req.payload) } }),
}
