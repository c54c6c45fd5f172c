'use server'

import { headers } from 'next/headers'
import type { Payload } from 'payload'

import {
  claimCheckSchema,
  claimCodeRequestSchema,
  claimCodeSchema,
  type ClaimResult,
  requestClaimCode,
  verifyClaimBySite,
  verifyClaimCode,
} from '@/domains/vendors'
import type { User } from '@/payload-types'
import { refusal, type RateLimitBucket } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { type ActionResult, fail, fieldErrorsOf } from '@/platform/ui/action-result'
import { jobRunnerPayloadClient } from '@/server/payload-client'
import { currentUser } from '@/server/session'

type Result = ActionResult<{ message: string }>

const UNEXPECTED = 'Something went wrong. Please try again.'

/**
 * The signed-in user (Payload signs in only confirmed addresses), once the bucket's limit allows
 * another attempt; or the refusal. The instance runs the job queue in development, where the
 * vendor waits for the code mail (in production the worker does).
 */
async function claimant(bucket: RateLimitBucket): Promise<{ payload: Payload; user: User } | { refused: Result }> {
  const { user } = await currentUser()
  if (!user) return { refused: fail('Sign in to claim a tool.') }
  const limited = await refusal(bucket, clientIp(await headers()))
  if (limited) return { refused: fail(limited) }
  return { payload: await jobRunnerPayloadClient(), user }
}

function answer(result: ClaimResult): Result {
  if (result.ok) return { ok: true, data: { message: result.message } }
  return fail(result.message, result.field ? { [result.field]: result.message } : undefined)
}

async function run(bucket: RateLimitBucket, step: (payload: Payload, user: User) => Promise<ClaimResult>): Promise<Result> {
  const caller = await claimant(bucket)
  if ('refused' in caller) return caller.refused
  try {
    return answer(await step(caller.payload, caller.user))
  } catch (error) {
    caller.payload.logger.error({ err: error, msg: 'claim step failed' })
    return fail(UNEXPECTED)
  }
}

/** Mails a code to an address at the tool's domain (the user types the part before the @). */
export async function sendClaimCode(input: unknown): Promise<Result> {
  const parsed = claimCodeRequestSchema.safeParse(input)
  if (!parsed.success) return fail('Please correct the highlighted field.', fieldErrorsOf(parsed.error.issues))
  return run('claimCode', (payload, user) => requestClaimCode(payload, user.id, parsed.data))
}

/** Checks the mailed code. */
export async function checkClaimCode(input: unknown): Promise<Result> {
  const parsed = claimCodeSchema.safeParse(input)
  if (!parsed.success) return fail('Please correct the highlighted field.', fieldErrorsOf(parsed.error.issues))
  return run('claimCheck', (payload, user) => verifyClaimCode(payload, user.id, parsed.data))
}

/** Reads the site's meta tag or the domain's TXT record for the user's token. */
export async function checkClaimSite(input: unknown): Promise<Result> {
  const parsed = claimCheckSchema.safeParse(input)
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Choose the meta tag or the DNS record.')
  return run('claimCheck', (payload, user) => verifyClaimBySite(payload, user.id, parsed.data))
}
