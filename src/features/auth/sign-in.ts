'use server'

import { cookies, headers } from 'next/headers'
import { generatePayloadCookie, type Payload } from 'payload'

import { lockAccountForSignIn, signInSchema } from '@/domains/accounts'
import { loginRefusal } from '@/platform/database/payload-errors'
import { inTransaction } from '@/platform/database/transaction'
import { signInGuard } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { settle, type PipelineCode } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { UNEXPECTED } from './auth-failure'

export type SignInCode = 'invalid_credentials' | 'email_not_confirmed' | 'too_many_failures' | PipelineCode

async function setSessionCookie(payload: Payload, token: string) {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  const store = await cookies()
  store.set(cookie.name, token, {
    httpOnly: true,
    path: '/',
    secure: Boolean(cookie.secure),
    sameSite: 'lax',
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    domain: cookie.domain,
  })
}

/** Checks a password with the account's row locked (see lockAccountForSignIn). */
async function loginLocked(payload: Payload, data: { email: string; password: string }) {
  return inTransaction(payload, async (req) => {
    await lockAccountForSignIn(payload, req, data.email)
    return payload.login({ collection: 'users', data, req })
  })
}

/**
 * Signs in with email and password; on success the session is Payload's HTTP-only cookie. Besides
 * the limit per client address, the account's own back-off (keyed by the address typed) refuses
 * after repeated wrong passwords.
 */
export const signIn = settle(
  publicAction
    .metadata({ name: 'sign-in', failure: UNEXPECTED, limit: 'signIn' })
    .inputSchema(signInSchema)
    .action(async ({ parsedInput }): Promise<ActionResult<{ email: string }, SignInCode>> => {
      const { email } = parsedInput
      const ip = clientIp(await headers())
      const backedOff = await signInGuard.refusal(email, ip)
      if (backedOff) return { ok: false, code: 'too_many_failures', error: backedOff }
      const payload = await payloadClient()
      try {
        const result = await loginLocked(payload, parsedInput)
        if (!result.token) return { ok: false, code: 'error', error: UNEXPECTED }
        await signInGuard.succeeded(email, ip)
        await setSessionCookie(payload, result.token)
        return { ok: true, data: { email } }
      } catch (error) {
        const refused = loginRefusal(error)
        if (refused === 'wrongCredentials') {
          await signInGuard.failed(email, ip)
          return { ok: false, code: 'invalid_credentials', error: 'Invalid login credentials' }
        }
        if (refused === 'unverified') return { ok: false, code: 'email_not_confirmed', error: 'Email not confirmed' }
        throw error
      }
    }),
)
