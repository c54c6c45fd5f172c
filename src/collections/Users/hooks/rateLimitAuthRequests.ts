import { APIError, initTransaction, type CollectionBeforeOperationHook } from 'payload'

import { lockAccountForSignIn } from '@/domains/accounts'
import { refusal, signInGuard, type RateLimitBucket } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'

import { SIGN_IN_ATTEMPT, type SignInAttempt } from './signInAttempt'

const BUCKETS: Partial<Record<string, RateLimitBucket>> = {
  login: 'signIn',
  forgotPassword: 'passwordReset',
  resetPassword: 'passwordReset',
}

/**
 * Payload's REST auth endpoints (/api/users/login, /forgot-password, /reset-password) share the
 * per-address limits of the site's own forms, and a login the account back-offs, so the API is not
 * a way around them (GraphQL is off). A login also locks the account's row in a transaction of
 * its own, which the hooks in signInAttempt.ts end. The site's server actions do the same
 * themselves and call the local API, which this hook leaves alone.
 */
export const rateLimitAuthRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const bucket = BUCKETS[operation]
  if (!bucket || req.payloadAPI === 'local') return args
  const ip = clientIp(req.headers)
  const refused = await refusal(bucket, ip)
  if (refused) throw new APIError(refused, 429, undefined, true)
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (operation !== 'login' || typeof email !== 'string') return args
  const backedOff = await signInGuard.refusal(email, ip)
  if (backedOff) throw new APIError(backedOff, 429, undefined, true)
  const ownTransaction = await initTransaction(req)
  req.context[SIGN_IN_ATTEMPT] = { email, ip, ownTransaction } satisfies SignInAttempt
  await lockAccountForSignIn(req.payload, req, email)
  return args
}
