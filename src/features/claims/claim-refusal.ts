import type { Payload, PayloadRequest } from 'payload'

import { ownedByAnother, ownedTool } from '@/domains/vendors'
import type { Claim } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

import { refused, type ClaimResult } from './claim-result'
import type { ClaimTarget } from './claim-target'

/** The answer to a claim of a tool another account owns (the claim page shows it too). */
export const OWNED_ELSEWHERE = (name: string) =>
  `${name} already has a verified owner on HireStack. If you work there too, ask them, or write to us through the help center and we will check.`

/**
 * Why this user may not start or prove a claim of the tool now (they own it, another account owns
 * it, or it waits for an editor); null when they may. A tool with an owner is not claimed again:
 * a colleague proving the same domain writes to us, so no second account takes over its analytics
 * and edits unseen.
 */
export async function claimRefusal(payload: Payload, userId: number, target: ClaimTarget, open: Claim | null, req?: PayloadRequest): Promise<ClaimResult | null> {
  const db = await sqlFor(payload, req)
  if (await ownedTool(db, userId, target.slug, false)) return refused(`${target.name} is already yours: propose edits from your account.`)
  if (await ownedByAnother(db, userId, target.id)) return refused(OWNED_ELSEWHERE(target.name))
  if (open?.status === 'pending') return refused(`Your claim of ${target.name} is proved and waits for an editor; we e-mail you when it is decided.`)
  return null
}
