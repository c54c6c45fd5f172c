import { type RatingSummary, ratingSummaryLabel } from '@/domains/reviews'

import { Stars } from './stars'

/**
 * The tool page hero's review figures beside the upvotes ("4.3 · 12 reviews"), a link down to the
 * reviews. Upvotes and reviews are counted apart: an upvote is not a rating.
 */
export function RatingSummaryLink({ summary }: { summary: RatingSummary }) {
  return (
    <a
      href="#reviews"
      data-testid="rating-summary"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {summary.count > 0 ? (
        <>
          <Stars value={summary.average} decorative />
          <span>{ratingSummaryLabel(summary)}</span>
        </>
      ) : (
        <span className="text-muted underline decoration-dotted underline-offset-4">No reviews yet</span>
      )}
    </a>
  )
}
