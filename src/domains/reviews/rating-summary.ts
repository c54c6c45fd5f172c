/** A tool's published reviews in figures: what the page shows and its structured data repeats. */
export type RatingSummary = { count: number; average: number }

/** The average as the page prints it, one decimal ("4.3", "5.0"): the JSON-LD ratingValue is this same text. */
export const ratingValueText = (summary: RatingSummary): string => summary.average.toFixed(1)

export const reviewCountLabel = (count: number): string => `${count} ${count === 1 ? 'review' : 'reviews'}`

/** "4.3 · 12 reviews" */
export const ratingSummaryLabel = (summary: RatingSummary): string => `${ratingValueText(summary)} · ${reviewCountLabel(summary.count)}`
