import 'server-only'

import { cache } from 'react'

import { type PublishedReview, publishedReviews, type RatingSummary, reviewSummariesOf, reviewSummaryOf } from '@/domains/reviews'
import { readDb } from '@/server/read-db'

export type ToolReviews = { summary: RatingSummary; newest: PublishedReview[]; helpful: PublishedReview[] }

/** A tool's published reviews in both orders and their count and average: what the tool page shows and its JSON-LD repeats. */
export const getToolReviews = cache(async (toolId: number): Promise<ToolReviews> => {
  const db = await readDb()
  const [summary, newest, helpful] = await Promise.all([
    reviewSummaryOf(db, toolId),
    publishedReviews(db, toolId, 'newest'),
    publishedReviews(db, toolId, 'helpful'),
  ])
  return { summary, newest, helpful }
})

/** The review figures of the tools on a comparison. */
export async function getReviewSummaries(toolIds: number[]): Promise<Map<number, RatingSummary>> {
  return reviewSummariesOf(await readDb(), toolIds)
}
