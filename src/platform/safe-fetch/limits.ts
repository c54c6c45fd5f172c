/** One place for the crawler's limits and identity. */
export const CRAWLER_USER_AGENT =
  'HireStackBot/1.0 (+https://hirestack.example/review-process; directory enrichment crawler)'

export const CRAWL_LIMITS = {
  /** Whole request, from connect to the last body byte. */
  timeoutMs: 10_000,
  /** Decoded body size; larger responses are refused rather than truncated. */
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
} as const
