import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/platform/env'

/**
 * The token in a follow digest's unsubscribe links: the user's id and an HMAC of it under a key
 * derived from PAYLOAD_SECRET. It proves the link came from a digest mailed to that user, needs no
 * stored column, and only ever turns that user's digest off.
 */
const mac = (userId: number) =>
  createHmac('sha256', createHmac('sha256', env.PAYLOAD_SECRET).update('hirestack:follow-digest').digest())
    .update(String(userId))
    .digest('base64url')

export function digestToken(userId: number): string {
  return `${userId}.${mac(userId)}`
}

/** The user a token names, or null for anything malformed or forged. */
export function userOfDigestToken(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim())
  if (!match) return null
  const userId = Number(match[1])
  if (userId > 2_147_483_647) return null
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(mac(userId))
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}
