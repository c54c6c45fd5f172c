/**
 * The per-client limits on the public writes: sign-up, sign-in, password reset, newsletter, tool
 * reports, and the vendor forms and their logo uploads. (Tool views and outbound clicks are counted
 * once per visitor and day instead, see src/lib/tool-visits.)
 * Each is a fixed window that starts at the client's first attempt.
 */
export type RateLimitRule = { limit: number; windowMs: number }

export const RATE_LIMITS = {
  signUp: { limit: 10, windowMs: 60 * 60 * 1000 },
  signIn: { limit: 20, windowMs: 15 * 60 * 1000 },
  passwordReset: { limit: 5, windowMs: 15 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 60 * 60 * 1000 },
  report: { limit: 5, windowMs: 15 * 60 * 1000 },
  // The public vendor forms: logos stored on pick, and requests that create Stripe customers and rows.
  vendorLogo: { limit: 20, windowMs: 60 * 60 * 1000 },
  vendorRequest: { limit: 20, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitBucket = keyof typeof RATE_LIMITS
export type RateLimitRules = Record<RateLimitBucket, RateLimitRule>

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

/** The windows of every app instance, in the app's database; created by a migration. */
export const RATE_LIMIT_TABLE = 'rate_limits'

/**
 * RATE_LIMITS with every limit multiplied by RATE_LIMIT_SCALE (default 1). The e2e run raises it
 * because all of its browsers share one address; the limits themselves are covered by integration
 * tests.
 */
export function scaledRateLimits(): RateLimitRules {
  const scale = rateLimitScale()
  const entries = Object.entries(RATE_LIMITS).map(([bucket, rule]) => [bucket, { ...rule, limit: rule.limit * scale }])
  return Object.fromEntries(entries) as RateLimitRules
}

/** RATE_LIMIT_SCALE (default 1): how many times the per-address limits and caps are raised. */
export function rateLimitScale(): number {
  return Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
}
