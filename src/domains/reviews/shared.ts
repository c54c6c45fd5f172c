/** The reviews domain's values and pure functions that are safe in the browser. */
export { REVIEWS_SHOWN, type PublishedReview, type ReviewOrder } from './published-review'
export { ratingSummaryLabel, ratingValueText, reviewCountLabel, type RatingSummary } from './rating-summary'
export { REVIEW_ROLES, type ReviewRole } from './roles'
