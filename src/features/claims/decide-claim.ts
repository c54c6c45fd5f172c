import type { Payload, PayloadRequest } from 'payload'

import type { DecisionResult } from '@/domains/directory'
import { relationId } from '@/domains/vendors'
import type { Claim, User } from '@/payload-types'
import { withLockedRow } from '@/platform/database/transaction'
import { QUEUES } from '@/platform/jobs/queues'

type Decision = { id: number; editor: User; note: string }

/** The claim, locked, when it is proved and waits for an editor; else why it can't be decided. */
async function provedClaim(req: PayloadRequest, id: number): Promise<Claim | DecisionResult> {
  const { docs } = await req.payload.find({ collection: 'claims', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true, req })
  const claim = docs[0]
  if (!claim) return { ok: false, message: 'There is no claim with this id.', httpStatus: 404 }
  if (claim.status === 'unverified') return { ok: false, message: 'This claim is not proved yet: the vendor has not shown they control the domain.', httpStatus: 409 }
  if (claim.status !== 'pending') return { ok: false, message: `This claim was already ${claim.status}.`, httpStatus: 409 }
  return claim
}

async function decide(payload: Payload, { id, editor, note }: Decision, status: 'approved' | 'rejected'): Promise<DecisionResult> {
  return withLockedRow(payload, 'claims', id, async (req) => {
    const claim = await provedClaim(req, id)
    if ('ok' in claim) return claim
    await req.payload.update({
      collection: 'claims',
      id,
      data: { status, editorNote: note || null, decidedBy: editor.id, decidedAt: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    const claimantId = relationId(claim.claimant)
    if (status === 'approved' && claimantId !== undefined) {
      const claimant = await req.payload.findByID({ collection: 'users', id: claimantId, depth: 0, overrideAccess: true, req })
      const roles = claimant.roles ?? []
      if (!roles.includes('vendor')) await req.payload.update({ collection: 'users', id: claimantId, data: { roles: [...roles, 'vendor'] }, overrideAccess: true, req })
    }
    await req.payload.jobs.queue({ task: 'sendVendorDecisionMail', input: { kind: 'claim', id }, queue: QUEUES.default, req })
    return {
      ok: true,
      message:
        status === 'approved'
          ? `Approved: ${claim.summary} now belongs to the vendor, who is e-mailed.`
          : 'Rejected: the vendor is e-mailed your note and owns nothing new.',
    }
  })
}

/** Approve: the claimant owns the tool from now on (the one ownership rule, ../analytics/owned-tool.ts) and is told so. */
export const approveClaim = (payload: Payload, decision: Decision) => decide(payload, decision, 'approved')

/** Reject: nothing changes hands; the note says why and goes to the vendor. */
export const rejectClaim = (payload: Payload, decision: Decision) => decide(payload, decision, 'rejected')
