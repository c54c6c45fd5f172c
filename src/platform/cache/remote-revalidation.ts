import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { sendIdempotent } from '@/platform/cache/idempotent-request'
import { env } from '@/platform/env'

/**
 * Next's revalidateTag only works inside a request of the app that holds the cache, so an app
 * instance that learns of expired tags outside one (src/platform/cache/tag-listener.ts) POSTs them to
 * its own /internal/revalidate route, signed with a key derived from PAYLOAD_SECRET. The route
 * rejects unsigned, forged and stale calls.
 */
export const REVALIDATE_PATH = '/internal/revalidate'
export const SIGNATURE_HEADER = 'x-revalidate-signature'
export const TIMESTAMP_HEADER = 'x-revalidate-timestamp'
/** A signed call older (or newer) than this is refused, so a captured one can't be replayed later. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000
export const MAX_BODY_BYTES = 16 * 1024

const bodySchema = z.object({ tags: z.array(z.string().trim().min(1).max(256)).min(1).max(100) })

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('hirestack:revalidate-tags').digest()
}

export function signRevalidation(body: string, timestamp: number, secret = env.PAYLOAD_SECRET): string {
  return createHmac('sha256', signingKey(secret)).update(`${timestamp}.${body}`).digest('hex')
}

export type RevalidationVerdict = { ok: true; tags: string[] } | { ok: false; status: 400 | 401; error: string }

/** Checks a call to the revalidation route: signature, freshness, then the body's shape. */
export function verifyRevalidation(body: string, headers: Headers, now = Date.now(), secret = env.PAYLOAD_SECRET): RevalidationVerdict {
  const signature = headers.get(SIGNATURE_HEADER)?.trim() ?? ''
  const timestamp = Number(headers.get(TIMESTAMP_HEADER))
  if (!signature || !Number.isFinite(timestamp)) return { ok: false, status: 401, error: 'Unsigned request' }
  if (Math.abs(now - timestamp) > MAX_CLOCK_SKEW_MS) return { ok: false, status: 401, error: 'Expired signature' }
  const expected = Buffer.from(signRevalidation(body, timestamp, secret), 'hex')
  const given = Buffer.from(signature, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, status: 401, error: 'Invalid signature' }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, status: 400, error: 'The body must be JSON' }
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) return { ok: false, status: 400, error: 'The body must be { tags: string[] } with 1 to 100 tags' }
  return { ok: true, tags: [...new Set(parsed.data.tags)] }
}

let lastWarning = 0

/** One warning a minute: an unreachable app would otherwise log on every notice. */
function warn(message: string) {
  const now = Date.now()
  if (now - lastWarning < 60_000) return
  lastWarning = now
  console.warn(`[revalidate] ${message}`)
}

/**
 * Asks the app at `baseUrl` to expire the tags, signed. A failure is logged, never thrown: the
 * write it follows has already happened, and the cache catches up on the next write or the
 * entry's own expiry.
 */
export async function postExpiry(baseUrl: string, tags: string[]): Promise<boolean> {
  const body = JSON.stringify({ tags })
  const timestamp = Date.now()
  const url = `${baseUrl.replace(/\/$/, '')}${REVALIDATE_PATH}`
  try {
    const response = await sendIdempotent(url, () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRevalidation(body, timestamp), [TIMESTAMP_HEADER]: String(timestamp) },
      body,
      signal: AbortSignal.timeout(5_000),
    }))
    if (response.ok) return true
    warn(`${url} answered ${response.status}; cache tags ${tags.join(', ')} not expired`)
  } catch (error) {
    warn(`could not reach ${url} (${error instanceof Error ? error.message : String(error)}); cache tags ${tags.join(', ')} not expired`)
  }
  return false
}
