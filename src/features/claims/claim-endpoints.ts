import type { Endpoint } from 'payload'

import { staffDecisionEndpoint } from '@/domains/directory'

import { approveClaim, rejectClaim } from './decide-claim'

/** POST /api/claims/:id/approve|reject with `{ "note": "…" }`: the admin's buttons on a proved claim. */
export const claimEndpoints: Endpoint[] = [
  staffDecisionEndpoint({ path: 'approve', needsNote: null, rows: 'claims', decide: approveClaim }),
  staffDecisionEndpoint({ path: 'reject', needsNote: 'Say why you reject this claim: the vendor is e-mailed your note.', rows: 'claims', decide: rejectClaim }),
]
