import type { Payload } from 'payload'

import { inTransaction, withLockedRow } from '@/platform/database/transaction'
import { QUEUES } from '@/platform/jobs/queues'

import { CLAIM_CODE_MAX_TRIES, CLAIM_CODE_TTL_MS, claimCodeMatches, newClaimCode } from './claim-code'
import { claimRefusal } from './claim-refusal'
import { PROVED_MESSAGE, refused, type ClaimResult } from './claim-result'
import type { ClaimCodeInput, ClaimCodeRequest } from './claim-schemas'
import { claimTarget, openClaimOf } from './claim-target'
import { claimSummary, markClaimProved } from './prove-claim'

const NO_TOOL = refused('This tool can no longer be claimed: it is not listed or has no website.')

/**
 * Mails a 6-digit code to `localPart@` the tool's domain: the open claim keeps the code and its
 * expiry, and the `sendClaimCodeMail` job sends it once this commits (a slow mail server holds no
 * lock). A new request replaces the previous code.
 */
export async function requestClaimCode(payload: Payload, userId: number, input: ClaimCodeRequest): Promise<ClaimResult> {
  return inTransaction(payload, async (req) => {
    const target = await claimTarget(payload, input.slug, req)
    if (!target) return NO_TOOL
    const open = await openClaimOf(payload, userId, target.id, req)
    const refusal = await claimRefusal(payload, userId, target, open, req)
    if (refusal) return refusal
    const email = `${input.localPart}@${target.domain}`
    const expiresAt = new Date(Date.now() + CLAIM_CODE_TTL_MS).toISOString()
    const codeFields = { method: 'email' as const, email, code: newClaimCode(), codeExpiresAt: expiresAt, codeTries: 0 }
    const claim = open
      ? await req.payload.update({ collection: 'claims', id: open.id, data: codeFields, overrideAccess: true, req })
      : await req.payload.create({
          collection: 'claims',
          data: { ...codeFields, summary: claimSummary(target), tool: target.id, claimant: userId, domain: target.domain, status: 'unverified' },
          overrideAccess: true,
          req,
        })
    await req.payload.jobs.queue({ task: 'sendClaimCodeMail', input: { claimId: claim.id, expiresAt }, queue: QUEUES.default, req })
    return { ok: true, message: `We sent a code to ${email}. It works for 30 minutes.` }
  })
}

/** Checks the mailed code: right and in time proves the claim; wrong counts a try (5 per code); expired asks for a new one. */
export async function verifyClaimCode(payload: Payload, userId: number, input: ClaimCodeInput): Promise<ClaimResult> {
  const target = await claimTarget(payload, input.slug)
  if (!target) return NO_TOOL
  const found = await openClaimOf(payload, userId, target.id)
  const early = await claimRefusal(payload, userId, target, found)
  if (early) return early
  if (!found?.code) return refused('Ask for a code first: enter an address at your domain and send it.', 'code')
  return withLockedRow(payload, 'claims', found.id, async (req) => {
    const open = await openClaimOf(payload, userId, target.id, req)
    const refusal = await claimRefusal(payload, userId, target, open, req)
    if (refusal) return refusal
    if (!open?.code || !open.codeExpiresAt) return refused('Ask for a code first: enter an address at your domain and send it.', 'code')
    if (Date.parse(open.codeExpiresAt) <= Date.now()) return refused('This code has expired. Send a new one.', 'code')
    const tries = open.codeTries ?? 0
    if (tries >= CLAIM_CODE_MAX_TRIES) return refused('Too many wrong codes. Send a new one.', 'code')
    if (!claimCodeMatches(open.code, input.code)) {
      await req.payload.update({ collection: 'claims', id: open.id, data: { codeTries: tries + 1 }, overrideAccess: true, req })
      const left = CLAIM_CODE_MAX_TRIES - tries - 1
      return refused(left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'That code is not right. Send a new one.', 'code')
    }
    await markClaimProved(req, userId, target, 'email', open)
    return { ok: true, message: PROVED_MESSAGE }
  })
}
