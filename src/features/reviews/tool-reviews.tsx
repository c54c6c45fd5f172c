import { type RatingSummary, ratingSummaryLabel, type PublishedReview } from '@/domains/reviews'

import { ReviewsPanel } from './reviews-panel'
import { Stars } from './stars'

type Props = { toolId: number; toolName: string; summary: RatingSummary; newest: PublishedReview[]; helpful: PublishedReview[] }

/** The tool page's Reviews section: the figures from published reviews only, then the reviews and the form. */
export function ToolReviews({ toolId, toolName, summary, newest, helpful }: Props) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold text-ink">
          Reviews
        </h2>
        {summary.count > 0 ? (
          <p className="flex items-center gap-2 text-sm font-medium text-ink" data-testid="reviews-summary">
            <Stars value={summary.average} decorative />
            {ratingSummaryLabel(summary)}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-muted">
        From signed-in members, checked by a moderator before they are published. Upvotes are counted separately.
      </p>
      <div className="mt-5">
        <ReviewsPanel toolId={toolId} toolName={toolName} count={summary.count} newest={newest} helpful={helpful} />
      </div>
    </section>
  )
}
