'use server'

import type { Payload } from 'payload'

import type { RateLimitBucket } from '@/platform/rate-limit'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'
import { jobRunnerPayloadClient } from '@/server/payload-client'

import { requestClaimCode, verifyClaimCode } from './claim-by-code'
import { verifyClaimBySite } from './claim-by-site'
import type { ClaimResult } from './claim-result'
import { claimCheckSchema, claimCodeRequestSchema, claimCodeSchema } from './claim-schemas'

/**
 * The vendor's steps to prove a claim: signed in (Payload signs in only confirmed addresses) and
 * within the step's rate limit.
 */
const claimStep = (name: string, limit: RateLimitBucket) =>
  userAction.metadata({ name, limit, failure: 'Something went wrong. Please try again.', signIn: 'Sign in to claim a tool.' })

/**
 * Runs a step on the instance that runs the job queue in development, where the vendor waits for
 * the code mail (in production the worker does), and answers with its message, on its field.
 */
async function answer(step: (payload: Payload) => Promise<ClaimResult>): Promise<ActionResult<{ message: string }>> {
  const result = await step(await jobRunnerPayloadClient())
  if (result.ok) return { ok: true, data: { message: result.message } }
  return { ok: false, error: result.message, fieldErrors: result.field ? { [result.field]: result.message } : undefined }
}

const INVALID_FIELD = 'Please correct the highlighted field.'

/** Mails a code to an address at the tool's domain (the user types the part before the @). */
export const sendClaimCode = settle(
  claimStep('claim code request', 'claimCode')
    .inputSchema(claimCodeRequestSchema)
    .action(({ parsedInput, ctx: { user } }) => answer((payload) => requestClaimCode(payload, user.id, parsedInput))),
  { invalid: INVALID_FIELD },
)

/** Checks the mailed code. */
export const checkClaimCode = settle(
  claimStep('claim code check', 'claimCheck')
    .inputSchema(claimCodeSchema)
    .action(({ parsedInput, ctx: { user } }) => answer((payload) => verifyClaimCode(payload, user.id, parsedInput))),
  { invalid: INVALID_FIELD },
)

/** Reads the site's meta tag or the domain's TXT record for the user's token. */
export const checkClaimSite = settle(
  claimStep('claim site check', 'claimCheck')
    .inputSchema(claimCheckSchema)
    .action(({ parsedInput, ctx: { user } }) => answer((payload) => verifyClaimBySite(payload, user.id, parsedInput))),
)
