import 'server-only'

import { unstable_cache } from 'next/cache'

import { type PublishedReview, publishedReviews, type RatingSummary, reviewSummariesOf, reviewSummaryOf } from '@/domains/reviews'
import { TAGS } from '@/platform/cache/tags'
import { readDb } from '@/server/read-db'

export type ToolReviews = { summary: RatingSummary; newest: PublishedReview[]; helpful: PublishedReview[] }

/**
 * A tool's published reviews in both orders and their count and average: what the tool page shows
 * and its JSON-LD repeats. Cached under the tool's tag, which publishing, unpublishing, a reply or
 * a helpful vote expires (src/collections/Reviews/hooks/expireReviewedTool.ts).
 */
export const getToolReviews = (toolId: number, slug: string): Promise<ToolReviews> =>
  unstable_cache(
    async (): Promise<ToolReviews> => {
      const db = await readDb()
      const [summary, newest, helpful] = await Promise.all([
        reviewSummaryOf(db, toolId),
        publishedReviews(db, toolId, 'newest'),
        publishedReviews(db, toolId, 'helpful'),
      ])
      return { summary, newest, helpful }
    },
    ['tool-reviews', String(toolId)],
    { tags: [TAGS.tool(slug)] },
  )()

/** The review figures of the tools on a comparison (the compare page renders per request). */
export async function getReviewSummaries(toolIds: number[]): Promise<Map<number, RatingSummary>> {
  return reviewSummariesOf(await readDb(), toolIds)
}
