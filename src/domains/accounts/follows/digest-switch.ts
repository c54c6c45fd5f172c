import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { selectRow } from '@/platform/database/typed-rows'

import { userOfDigestToken } from './digest-token'

export const INVALID_DIGEST_LINK = "We couldn't find the digest this link is for. Sign in and turn the digest off on your account page instead."

export type DigestState = { email: string; off: boolean }

/** Whose digest a mailed link is for, and whether it is already off (a read: the page's GET changes nothing). */
export async function digestStateByToken(payload: Payload, token: unknown): Promise<DigestState | null> {
  const userId = userOfDigestToken(token)
  if (userId === null) return null
  const db = await sqlFor(payload)
  const row = await selectRow(db, "a digest link's user", z.object({ email: z.string(), follow_digest_off: z.boolean().nullable() }), sql`
    SELECT email, follow_digest_off FROM users WHERE id = ${userId}`)
  return row ? { email: row.email, off: row.follow_digest_off === true } : null
}

/**
 * Turns the digest off for the user a mailed token names (the unsubscribe page's button and the
 * RFC 8058 one-click POST): null for a malformed, forged or unknown token, which changes nothing.
 * The follows stay, so turning it back on from /account restores the same digest.
 */
export async function turnDigestOffByToken(payload: Payload, token: unknown): Promise<(DigestState & { already: boolean }) | null> {
  const state = await digestStateByToken(payload, token)
  if (!state) return null
  if (state.off) return { ...state, already: true }
  const db = await sqlFor(payload)
  await db.execute(sql`UPDATE users SET follow_digest_off = true WHERE id = ${userOfDigestToken(token)}`)
  return { email: state.email, off: true, already: false }
}

/** Sets a signed-in user's digest on or off from /account. */
export async function setDigestOff(payload: Payload, userId: number, off: boolean): Promise<void> {
  const db = await sqlFor(payload)
  await db.execute(sql`UPDATE users SET follow_digest_off = ${off} WHERE id = ${userId}`)
}
