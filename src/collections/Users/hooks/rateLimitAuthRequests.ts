import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { clientIp } from '@/lib/client-ip'
import { refusal, type RateLimitBucket } from '@/lib/rate-limit'

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
  const refused = await refusal(bucket, clientIp(req.headers))
  if (refused) throw new APIError(refused, 429, undefined, true)
  return args
}
