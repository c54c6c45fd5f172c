/**
 * Per-IP sliding-window rate limits for the public writes: sign-up, sign-in, password reset,
 * newsletter, tool reports, the vendor forms and their logo uploads, and the counted tool views
 * and outbound clicks.
 *
 * The windows live in this process's memory, which is exact for one app instance. With several
 * instances behind a load balancer each keeps its own windows, so a client may get up to N times
 * the limit; a multi-instance deployment should move `hits` into a shared store (Redis, or a
 * Postgres table keyed by bucket and IP) behind the same `consume` signature.
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
  // Keyed by address and tool: one counted view and one counted click per visitor and tool per half hour.
  toolView: { limit: 1, windowMs: 30 * 60 * 1000 },
  toolClick: { limit: 1, windowMs: 30 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitBucket = keyof typeof RATE_LIMITS

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

/**
 * Multiplies every limit (default 1). The e2e run raises it because all of its browsers share one
 * address; the limits themselves are covered by integration tests.
 */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)

const hits = new Map<string, number[]>()
let lastSweep = Date.now()

function sweep(now: number) {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  const longest = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs))
  for (const [key, times] of hits) {
    if (times.length === 0 || now - (times.at(-1) ?? 0) > longest) hits.delete(key)
  }
}

/**
 * Records one attempt by `client` (an address, or address and subject); false when it already used
 * up its allowance for the window.
 */
export function consume(bucket: RateLimitBucket, client: string, now = Date.now()): boolean {
  sweep(now)
  const { windowMs } = RATE_LIMITS[bucket]
  const limit = RATE_LIMITS[bucket].limit * scale
  const key = `${bucket}:${client}`
  const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs)
  if (recent.length >= limit) {
    hits.set(key, recent)
    return false
  }
  recent.push(now)
  hits.set(key, recent)
  return true
}

/** How long until `client` may try again in `bucket` (0 when it may now). */
export function retryAfterMs(bucket: RateLimitBucket, client: string, now = Date.now()): number {
  const { windowMs } = RATE_LIMITS[bucket]
  const recent = (hits.get(`${bucket}:${client}`) ?? []).filter((time) => now - time < windowMs)
  if (recent.length < RATE_LIMITS[bucket].limit * scale) return 0
  return windowMs - (now - (recent[0] ?? now))
}
