/**
 * Reviews: signed-in members review a tool once, editors publish them, others mark them helpful or
 * report them, and the tool's vendor replies once. The server's entry: the collections, the tool
 * page's reviews and the visitor's own side of them (/me/reviews). The section is ./client.
 */
export { getToolReviews } from './tool-reviews-query'
export { ReviewReports } from './review-reports-collection'
export { reviewStateFor, SIGNED_OUT_REVIEW_STATE } from './review-state'
export { ReviewVotes } from './review-votes-collection'
export { Reviews } from './reviews-collection'
