'use server'

import { sql } from '@payloadcms/db-postgres'
import { headers } from 'next/headers'
import { createLocalReq } from 'payload'

import { INVALID_DIGEST_LINK, setDigestOff, setFollowSchema, turnDigestOffByToken } from '@/domains/accounts'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { payloadClient } from '@/server/payload-client'
import { currentUser } from '@/server/session'

export type FollowCode = 'unauthenticated' | 'invalid' | 'rate_limited' | 'not_found' | 'error'
export type FollowState = { kind: 'category' | 'integration'; targetId: number; followed: boolean }

/**
 * Follows or unfollows a category or an integration for the signed-in user (a POST, as every
 * server action). The user comes from the session only; the Follows row rules let them touch only
 * their own rows. Their row is locked first, so a double click follows once; asking for the state
 * they are already in changes nothing.
 */
export async function setFollow(input: unknown): Promise<ActionResult<FollowState, FollowCode>> {
  const parsed = setFollowSchema.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'invalid', error: 'Invalid request', fieldErrors: fieldErrorsOf(parsed.error.issues) }
  const limited = await refusal('follows', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in to follow' }
  const { kind, targetId, followed } = parsed.data
  const req = await createLocalReq({ user }, payload)
  try {
    return await inTransaction(
      payload,
      async (): Promise<ActionResult<FollowState, FollowCode>> => {
        const db = await sqlFor(payload, req)
        await db.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`)
        const own = { user, overrideAccess: false, req } as const
        const existing = await payload.find({
          collection: 'follows',
          where: { and: [{ [kind]: { equals: targetId } }, { user: { equals: user.id } }] },
          limit: 1,
          depth: 0,
          pagination: false,
          ...own,
        })
        const current = existing.docs[0]
        if (followed && !current) {
          const target = await payload.count({ collection: kind === 'category' ? 'categories' : 'integrations', where: { id: { equals: targetId } }, ...own })
          if (target.totalDocs === 0) return { ok: false, code: 'not_found', error: kind === 'category' ? 'Category not found' : 'Integration not found' }
          await payload.create({ collection: 'follows', data: { [kind]: targetId, user: user.id }, ...own })
        } else if (!followed && current) {
          await payload.delete({ collection: 'follows', id: current.id, ...own })
        }
        return { ok: true, data: { kind, targetId, followed } }
      },
      req,
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'following failed', kind, targetId })
    return { ok: false, code: 'error', error: 'That could not be saved. Please try again.' }
  }
}

/** /account's switch for the daily digest of what the user follows. */
export async function setFollowDigest(input: unknown): Promise<ActionResult<{ off: boolean }, FollowCode>> {
  if (typeof input !== 'object' || input === null || typeof (input as { off?: unknown }).off !== 'boolean') {
    return { ok: false, code: 'invalid', error: 'Invalid request' }
  }
  const off = (input as { off: boolean }).off
  const limited = await refusal('follows', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const { payload, user } = await currentUser()
  if (!user) return { ok: false, code: 'unauthenticated', error: 'Please sign in first' }
  await setDigestOff(payload, user.id, off)
  return { ok: true, data: { off } }
}

export type DigestUnsubscribeResult = ActionResult<{ email: string; already: boolean }, 'invalid_token' | 'error'>

/**
 * Turns off the follow digest of the user the mailed token names: no session needed, the token is
 * the proof. Reached only by POSTs (the unsubscribe page's button and the RFC 8058 one-click
 * route); opening the mailed link only shows the page.
 */
export async function unsubscribeFromDigest(token: unknown): Promise<DigestUnsubscribeResult> {
  const payload = await payloadClient()
  try {
    const outcome = await turnDigestOffByToken(payload, token)
    if (!outcome) return { ok: false, code: 'invalid_token', error: INVALID_DIGEST_LINK }
    return { ok: true, data: { email: outcome.email, already: outcome.already } }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'follow digest unsubscribe failed' })
    return { ok: false, code: 'error', error: 'Something went wrong. Please try the link again in a moment.' }
  }
}

/** The unsubscribe page's button: its form carries the token of the mailed link. */
export async function unsubscribeFromDigestWithForm(_previous: DigestUnsubscribeResult | null, form: FormData): Promise<DigestUnsubscribeResult> {
  return unsubscribeFromDigest(form instanceof FormData ? form.get('token') : null)
}
