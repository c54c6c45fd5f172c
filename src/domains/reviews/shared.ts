/** The reviews domain's values and pure functions that are safe in the browser. */
export { REVIEWS_SHOWN } from './published-review'
export type { PublishedReview, ReviewOrder } from './published-review'
export { ratingSummaryLabel, ratingValueText, reviewCountLabel } from './rating-summary'
export type { RatingSummary } from './rating-summary'
export { REVIEW_ROLES } from './roles'
export type { ReviewRole } from './roles'
