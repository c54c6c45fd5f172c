import {
  commitTransaction,
  killTransaction,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type RequestContext,
} from 'payload'

import { loginRefusal } from '@/platform/database/payload-errors'
import { signInGuard } from '@/platform/rate-limit'

/** A REST login the throttle let through, remembered on the request for its outcome. */
export const SIGN_IN_ATTEMPT = 'signInAttempt'
/** `ownTransaction`: rateLimitAuthRequests started the transaction that locks the account's row. */
export type SignInAttempt = { email: string; ip: string; ownTransaction: boolean }

const attemptOf = (context: RequestContext) => context[SIGN_IN_ATTEMPT] as SignInAttempt | undefined

/** A correct password through REST clears the account's back-offs, as the site's form does. */
export const recordSignInSuccess: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = attemptOf(req.context)
  if (attempt) await signInGuard.succeeded(attempt.email, attempt.ip)
}

/** Commits the REST login's transaction (Payload leaves one it did not start open), releasing the row. */
export const commitSignIn: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const attempt = attemptOf(req.context)
  if (operation === 'login' && attempt?.ownTransaction) await commitTransaction(req)
  return result
}

/**
 * A wrong password through REST counts towards the account's back-offs (Payload has no failed-login
 * hook), and any failed login rolls back its transaction.
 */
export const recordSignInFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = attemptOf(req.context)
  if (!attempt) return
  if (attempt.ownTransaction) await killTransaction(req)
  if (loginRefusal(error) === 'wrongCredentials') await signInGuard.failed(attempt.email, attempt.ip)
}
