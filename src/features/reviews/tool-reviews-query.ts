import { cache } from 'react'

import type { SqlExecutor } from '@/domains/directory'
import { type PublishedReview, publishedReviews, type RatingSummary, reviewSummaryOf } from '@/domains/reviews'

export type ToolReviews = { summary: RatingSummary; newest: PublishedReview[]; helpful: PublishedReview[] }

/** A tool's published reviews in both orders and their count and average: what the tool page shows and its JSON-LD repeats. */
export const getToolReviews = cache(async (db: SqlExecutor, toolId: number): Promise<ToolReviews> => {
  const [summary, newest, helpful] = await Promise.all([
    reviewSummaryOf(db, toolId),
    publishedReviews(db, toolId, 'newest'),
    publishedReviews(db, toolId, 'helpful'),
  ])
  return { summary, newest, helpful }
})
