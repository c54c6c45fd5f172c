/** Reviews on the tool page: the hero's rating link and the Reviews section (form, list, helpful, report, reply). */
export { RatingSummaryLink } from './rating-summary-link'
export { ToolReviews } from './tool-reviews'
