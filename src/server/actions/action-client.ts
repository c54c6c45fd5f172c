import 'server-only'

import { headers } from 'next/headers'
import { createSafeActionClient, returnServerError } from 'next-safe-action'
import { z } from 'zod'

import { hasRole } from '@/domains/accounts'
import { RATE_LIMITS, refusal, type RateLimitBucket } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import type { Refusal } from '@/platform/server-actions/settle'
import { jobRunnerPayloadClient, payloadClient } from '@/server/payload-client'
import { currentUser } from '@/server/session'

const bucketNames = Object.keys(RATE_LIMITS) as [RateLimitBucket, ...RateLimitBucket[]]

/**
 * What every action declares besides its input: a name for the log, the message a visitor reads
 * when it fails unexpectedly, the rate limit its client spends (checked before anything else),
 * and what a signed-out visitor is told by the actions that need an account.
 */
const metadataSchema = z.object({
  name: z.string(),
  failure: z.string(),
  limit: z.enum(bucketNames).optional(),
  signIn: z.string().optional(),
})

/**
 * Every server action goes through this pipeline: the rate limit, then the input's schema (a
 * mismatch answers `invalid` with a message per field), then the action. An error the action did
 * not expect goes to the log and the visitor reads the action's `failure` message, never a stack
 * trace; a refusal (`returnServerError`) reaches the visitor as it is.
 */
export const publicAction = createSafeActionClient({
  defineMetadataSchema: () => metadataSchema,
  defaultValidationErrorsShape: 'flattened',
  handleServerError: async (error, { metadata }): Promise<Refusal> => {
    ;(await payloadClient()).logger.error({ err: error, msg: `${metadata.name} failed` })
    return { code: 'error', error: metadata.failure }
  },
}).use(async ({ metadata, next }) => {
  if (metadata.limit) {
    const limited = await refusal(metadata.limit, clientIp(await headers()))
    if (limited) returnServerError<Refusal>({ code: 'rate_limited', error: limited })
  }
  return next()
})

/** Actions for a signed-in user, who comes from the session cookie only; signed out, `unauthenticated`. */
export const userAction = publicAction.use(async ({ metadata, next }) => {
  const { payload, user } = await currentUser()
  if (!user) returnServerError<Refusal>({ code: 'unauthenticated', error: metadata.signIn ?? 'Please sign in first.' })
  return next({ ctx: { payload, user } })
})

/** Actions of the admin tools, for admins and editors, with the instance that runs queued jobs in development. */
export const staffAction = publicAction.use(async ({ next }) => {
  const payload = await jobRunnerPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users') returnServerError<Refusal>({ code: 'unauthenticated', error: 'Authentication required' })
  if (!hasRole(user, 'admin', 'editor')) returnServerError<Refusal>({ code: 'forbidden', error: 'You do not have access to admin tools' })
  return next({ ctx: { payload, user } })
})
