import { type RatingSummary, ratingSummaryLabel } from '@/domains/reviews'

import { Stars } from './stars'

/**
 * The tool page hero's review figures beside the upvotes ("4.3 · 12 reviews"), a link down to the
 * reviews; nothing before the first published review (the reviews section invites one). Upvotes
 * and reviews are counted apart: an upvote is not a rating.
 */
export function RatingSummaryLink({ summary }: { summary: RatingSummary }) {
  if (summary.count === 0) return null
  return (
    <a
      href="#reviews"
      data-testid="rating-summary"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Stars value={summary.average} decorative />
      <span>{ratingSummaryLabel(summary)}</span>
    </a>
  )
}
