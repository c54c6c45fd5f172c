/** The reviews domain's public entry: everything outside the domain imports from here (browser code: ./shared). */
export * from './shared'
export { reviewSummariesOf, reviewSummaryOf } from './summary'
export { publishedReviews } from './published-reviews'
