import type { PayloadRequest } from 'payload'

import type { Claim } from '@/payload-types'

import type { ClaimMethod } from './claim-states'
import type { ClaimTarget } from './claim-target'

/**
 * Records that the user proved control of the tool's domain by `method`: the open claim (or a new
 * one) moves to "waiting for an editor" and any mailed code stops working.
 */
export async function markClaimProved(req: PayloadRequest, userId: number, target: ClaimTarget, method: ClaimMethod, open: Claim | null): Promise<void> {
  const proved = { method, status: 'pending' as const, verifiedAt: new Date().toISOString(), code: null, codeExpiresAt: null }
  if (open) {
    await req.payload.update({ collection: 'claims', id: open.id, data: proved, overrideAccess: true, req })
    return
  }
  await req.payload.create({
    collection: 'claims',
    data: { ...proved, summary: claimSummary(target), tool: target.id, claimant: userId, domain: target.domain },
    overrideAccess: true,
    req,
  })
}

export const claimSummary = (target: ClaimTarget) => `${target.name} (${target.domain})`.slice(0, 200)
