import type { Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '@/domains/accounts'
import { rowIdSchema } from '@/platform/validation/row-id'

import { acceptProposal, rejectProposal } from './decide-proposal'
import { decisionNote } from './decision-note'

const refuse = (message: string, status: number) => Response.json({ ok: false, message }, { status })

/** POST /api/change-proposals/:id/accept|reject with `{ "note": "…" }`: the admin's Accept and Reject buttons; editors and admins only. */
function decisionEndpoint(action: 'accept' | 'reject'): Endpoint {
  const handler: PayloadHandler = async (req) => {
    if (!req.user) return refuse('Sign in as an editor to decide change proposals.', 401)
    if (req.user.collection !== 'users' || !hasRole(req.user, 'admin', 'editor')) {
      return refuse('Only editors and administrators can decide change proposals.', 403)
    }
    const id = rowIdSchema.safeParse(req.routeParams?.id)
    if (!id.success) return refuse('Invalid id', 400)
    const body: unknown = req.headers.get('content-type')?.includes('application/json') ? await req.json?.().catch(() => undefined) : {}
    if (body === undefined) return refuse('Send the note as JSON: { "note": "…" }.', 400)
    const note = decisionNote(action, body)
    if (!note.ok) return refuse(note.message, 400)
    const decide = action === 'accept' ? acceptProposal : rejectProposal
    const result = await decide(req.payload, { id: id.data, editor: req.user, note: note.note })
    return result.ok ? Response.json(result) : refuse(result.message, result.httpStatus)
  }
  return { path: `/:id/${action}`, method: 'post', handler }
}

export const proposalEndpoints: Endpoint[] = [decisionEndpoint('accept'), decisionEndpoint('reject')]
