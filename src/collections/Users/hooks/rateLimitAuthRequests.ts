import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { clientIp } from '@/lib/client-ip'
import { consume, RATE_LIMIT_MESSAGE, type RateLimitBucket } from '@/lib/rate-limit'

const BUCKETS: Partial<Record<string, RateLimitBucket>> = {
  login: 'signIn',
  forgotPassword: 'passwordReset',
  resetPassword: 'passwordReset',
}

/**
 * Payload's REST auth endpoints (/api/users/login, /forgot-password, /reset-password) share the
 * per-IP limits of the site's own forms, so the API is not a way around them. The site's server
 * actions apply the limits themselves and call the local API, which this hook leaves alone.
 */
export const rateLimitAuthRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const bucket = BUCKETS[operation]
  if (!bucket || req.payloadAPI !== 'REST') return args
  if (!(await consume(bucket, clientIp(req.headers)))) throw new APIError(RATE_LIMIT_MESSAGE, 429, undefined, true)
  return args
}
