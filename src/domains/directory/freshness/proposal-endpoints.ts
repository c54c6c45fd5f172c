import type { Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '@/domains/accounts'
import type { User } from '@/payload-types'
import { rowIdSchema } from '@/platform/validation/row-id'

import { acceptProposal, rejectProposal, type DecisionResult } from './decide-proposal'
import { decisionNote } from './decision-note'

const refuse = (message: string, status: number) => Response.json({ ok: false, message }, { status })

export interface StaffDecision {
  /** The URL's last segment: `/:id/<path>`. */
  path: string
  /** What to say when the note is missing, for a decision that needs one (a reject); null when it may go without. */
  needsNote: string | null
  /** What the row is called in a refusal: "change proposals", "claims". */
  rows: string
  decide: (payload: Parameters<PayloadHandler>[0]['payload'], decision: { id: number; editor: User; note: string }) => Promise<DecisionResult>
}

/**
 * POST /api/<collection>/:id/<path> with `{ "note": "…" }`: an admin Accept/Approve or Reject
 * button; editors and admins only. Bad input is refused with a message and changes nothing.
 */
export function staffDecisionEndpoint({ path, needsNote, rows, decide }: StaffDecision): Endpoint {
  const handler: PayloadHandler = async (req) => {
    if (!req.user) return refuse(`Sign in as an editor to decide ${rows}.`, 401)
    if (req.user.collection !== 'users' || !hasRole(req.user, 'admin', 'editor')) {
      return refuse(`Only editors and administrators can decide ${rows}.`, 403)
    }
    const id = rowIdSchema.safeParse(req.routeParams?.id)
    if (!id.success) return refuse('Invalid id', 400)
    const body: unknown = req.headers.get('content-type')?.includes('application/json') ? await req.json?.().catch(() => undefined) : {}
    if (body === undefined) return refuse('Send the note as JSON: { "note": "…" }.', 400)
    const note = decisionNote(body, needsNote)
    if (!note.ok) return refuse(note.message, 400)
    const result = await decide(req.payload, { id: id.data, editor: req.user, note: note.note })
    return result.ok ? Response.json(result) : refuse(result.message, result.httpStatus)
  }
  return { path: `/:id/${path}`, method: 'post', handler }
}

export const proposalEndpoints: Endpoint[] = [
  staffDecisionEndpoint({ path: 'accept', needsNote: null, rows: 'change proposals', decide: acceptProposal }),
  staffDecisionEndpoint({ path: 'reject', needsNote: 'Say why you reject this change: the note stays with the proposal.', rows: 'change proposals', decide: rejectProposal }),
]
