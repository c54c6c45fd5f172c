/** What a rate-limited visitor reads: what happened and when to try again (src/platform/rate-limit/rules.ts). */
export const WORDED_LIMIT = /^Too many attempts from your connection in a short time\. Please try again in \d+ (seconds?|minutes?|hours?)\.$/
