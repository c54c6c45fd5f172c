import type { CollectionAfterErrorHook, CollectionAfterLoginHook, RequestContext } from 'payload'

import { signInGuard } from '@/lib/rate-limit'
import { loginRefusal } from '@/lib/payload-errors'

/** A REST login the throttle let through, remembered on the request for its outcome. */
export const SIGN_IN_ATTEMPT = 'signInAttempt'
export type SignInAttempt = { email: string; ip: string }

const attemptOf = (context: RequestContext) => context[SIGN_IN_ATTEMPT] as SignInAttempt | undefined

/** A correct password through REST clears the account's back-offs, as the site's form does. */
export const recordSignInSuccess: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = attemptOf(req.context)
  if (attempt) await signInGuard.succeeded(attempt.email, attempt.ip)
}

/** A wrong password through REST counts towards the account's back-offs (Payload has no failed-login hook). */
export const recordSignInFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = attemptOf(req.context)
  if (attempt && loginRefusal(error) === 'wrongCredentials') await signInGuard.failed(attempt.email, attempt.ip)
}
