import type { Payload } from 'payload'

import { sendMail } from '@/platform/mail/send'

import { claimCodeMail } from './claim-code-mail'

/**
 * Mails a claim's code, read from the committed row (the job names the request by its expiry, so
 * the code stays out of the job queue), like the e-mail change link. A claim proved, decided or
 * given a newer code since, or a code expired, is not mailed; a send failure throws so the queue retries.
 */
export async function sendClaimCodeMail(payload: Payload, claimId: number, expiresAt: string): Promise<'sent' | 'no longer pending'> {
  const claim = await payload.findByID({ collection: 'claims', id: claimId, depth: 1, overrideAccess: true, showHiddenFields: true }).catch(() => null)
  const expiration = claim?.codeExpiresAt
  if (!claim || claim.status !== 'unverified' || !claim.code || !claim.email || !expiration) return 'no longer pending'
  if (Date.parse(expiration) !== Date.parse(expiresAt) || Date.parse(expiration) <= Date.now()) return 'no longer pending'
  const toolName = typeof claim.tool === 'object' ? claim.tool.name : claim.summary
  await sendMail(payload, claim.email, claimCodeMail({ code: claim.code, toolName, domain: claim.domain }))
  return 'sent'
}
