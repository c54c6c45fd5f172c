import { env } from '../env'
import type { BackOffRule } from './back-off'

/**
 * The per-client limits on the public writes: sign-up, sign-in, password reset, newsletter, tool
 * reports, the vendor forms and their logo uploads, changes to one's own account and saved tools,
 * reviews (writing one or a vendor's reply, helpful votes, reports about a review), tool claims
 * and owners' edits, and Premium case study requests. (Tool views and outbound clicks are counted
 * once per visitor and day instead, see src/domains/directory/visits.)
 * Each is a fixed window that starts at the client's first attempt.
 */
export type RateLimitRule = { limit: number; windowMs: number }

export const RATE_LIMITS = {
  signUp: { limit: 10, windowMs: 60 * 60 * 1000 },
  // Sign-ups naming one e-mail address, from any clients: the form says when an account exists, so
  // this bounds how often anyone can ask about one address (keyed on the address, not the client).
  signUpAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
  signIn: { limit: 20, windowMs: 15 * 60 * 1000 },
  passwordReset: { limit: 5, windowMs: 15 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 60 * 60 * 1000 },
  report: { limit: 5, windowMs: 15 * 60 * 1000 },
  // The public vendor forms: logos stored on pick, and requests that create Stripe customers and rows.
  vendorLogo: { limit: 20, windowMs: 60 * 60 * 1000 },
  vendorRequest: { limit: 20, windowMs: 60 * 60 * 1000 },
  // A signed-in visitor's own account: profile, e-mail change (it mails), password, deletion.
  accountChange: { limit: 20, windowMs: 15 * 60 * 1000 },
  savedTools: { limit: 120, windowMs: 15 * 60 * 1000 },
  // Following a category or an integration, unfollowing, and turning the follow digest on or off.
  follows: { limit: 60, windowMs: 15 * 60 * 1000 },
  // A review or a vendor's reply (each allowed once per review or tool anyway), helpful votes, and
  // reports about a review, which anyone may send and which land in the editors' queue.
  reviewWrite: { limit: 10, windowMs: 60 * 60 * 1000 },
  reviewVote: { limit: 120, windowMs: 15 * 60 * 1000 },
  reviewReport: { limit: 5, windowMs: 15 * 60 * 1000 },
  // Tool claims: each code mails a stranger's domain, so few; checks of a code, meta tag or TXT
  // record (each code also dies after 5 wrong tries); an owner's proposed edits.
  claimCode: { limit: 5, windowMs: 60 * 60 * 1000 },
  claimCheck: { limit: 30, windowMs: 15 * 60 * 1000 },
  ownerEdit: { limit: 20, windowMs: 60 * 60 * 1000 },
  // A Premium vendor's featured case study request (one open per tool anyway).
  caseStudyRequest: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>

/**
 * The search answers fetched as a visitor types, counted per app instance in memory (a database
 * write per keystroke would cost more than the answer). A fast typist with the box's pause sends a
 * few a second, and repeated words are answered by the cache tier without reaching the app; 20 a
 * second sustained per client is no person.
 */
export const SEARCH_ANSWER_LIMIT: RateLimitRule = { limit: 600, windowMs: 30 * 1000 }

/**
 * Back-off on failed sign-ins, instead of a hard lock a stranger could set off (docs/accounts.md
 * explains the numbers). One address guessing one account: 5 free failures, then 1, 2, 4 … up to 30
 * minutes after each further one. Any addresses together against one account: 100 free (more than
 * one address can reach in a day under the back-off above), then 1 minute doubling up to 15. A
 * success, or a password reset, forgets them.
 */
export const SIGN_IN_BACK_OFF = {
  accountFromAddress: { freeFailures: 5, firstBlockMs: 60 * 1000, maxBlockMs: 30 * 60 * 1000, memoryMs: 24 * 60 * 60 * 1000 },
  account: { freeFailures: 100, firstBlockMs: 60 * 1000, maxBlockMs: 15 * 60 * 1000, memoryMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, BackOffRule>

export type RateLimitBucket = keyof typeof RATE_LIMITS
export type RateLimitRules = Record<RateLimitBucket, RateLimitRule>

/** When the limit could not be checked (the store is unreachable): refused, and said so. */
export const RATE_LIMIT_UNCHECKED_MESSAGE = 'We could not check the request limit just now. Please try again in a minute.'

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** How long until a retry, in words: seconds under a minute, then minutes, then hours (rounded up). */
export function retryWait(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  if (seconds < 60) return plural(seconds, 'second')
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour')
}

/** A refusal by a rate limit: what happened, and when the client may try again (from msBeforeNext). */
export function rateLimitMessage(retryAfterMs: number): string {
  return `Too many attempts from your connection in a short time. Please try again in ${retryWait(retryAfterMs)}.`
}

/** A refusal by the per-address sign-up limit: it binds the e-mail address, whoever sends it. */
export function signUpAddressMessage(retryAfterMs: number): string {
  return `Too many sign-up attempts for this email address. Please try again in ${retryWait(retryAfterMs)}.`
}

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
  return env.RATE_LIMIT_SCALE
}
