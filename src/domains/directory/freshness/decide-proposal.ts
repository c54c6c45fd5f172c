import { isDeepStrictEqual } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'

import type { ChangeProposal, Tool, User } from '@/payload-types'
import { withLockedRow } from '@/platform/database/transaction'

import { FACT_CHANGE_LABELS, type FactChange, factChangesSchema } from './fact-change'

export type DecisionResult = { ok: true; message: string } | { ok: false; message: string; httpStatus: number }

export interface Decision {
  id: number
  editor: User
  note: string
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const sorted = (items: (string | number)[]) => [...items].sort()

/** True when the tool still lists what the change replaces: an edit since the check makes the proposal stale. */
function stillListed(tool: Tool, change: FactChange): boolean {
  if (change.field === 'pricing') return (tool.pricing ?? null) === change.before
  if (change.field === 'features') return isDeepStrictEqual(tool.features ?? [], change.before)
  return isDeepStrictEqual(sorted((tool.integrations ?? []).map(idOf)), sorted(change.before.map(({ id }) => id)))
}

function factsOf(changes: FactChange[]): Partial<Tool> {
  const data: Partial<Tool> = {}
  for (const change of changes) {
    if (change.field === 'pricing') data.pricing = change.after
    if (change.field === 'features') data.features = change.after
    if (change.field === 'integrations') data.integrations = change.after.map(({ id }) => id)
  }
  return data
}

/** The proposal, locked, if it is still pending; else why it can't be decided. */
async function pendingProposal(req: PayloadRequest, id: number): Promise<ChangeProposal | DecisionResult> {
  const found = await req.payload.find({ collection: 'change-proposals', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true, req })
  const proposal = found.docs[0]
  if (!proposal) return { ok: false, message: 'There is no change proposal with this id.', httpStatus: 404 }
  if (proposal.status !== 'pending') return { ok: false, message: `This proposal was already ${proposal.status}.`, httpStatus: 409 }
  return proposal
}

const decided = (editor: User, note: string) => ({ decidedBy: editor.id, decidedAt: new Date().toISOString(), editorNote: note || null })

/**
 * Accept: the tool takes the proposal's values, and its facts count as verified now against the
 * proposal's source. Refused when the tool was edited since the check (the "before" no longer
 * holds), so an accept never overwrites an editor's newer work.
 */
export async function acceptProposal(payload: Payload, { id, editor, note }: Decision): Promise<DecisionResult> {
  return withLockedRow(payload, 'change_proposals', id, async (req) => {
    const proposal = await pendingProposal(req, id)
    if ('ok' in proposal) return proposal
    const changes = factChangesSchema.safeParse(proposal.changes)
    if (!changes.success) return { ok: false, message: "This proposal's changes can't be read. Reject it; the next check proposes again.", httpStatus: 422 }
    if (proposal.tool === null || proposal.tool === undefined) {
      return { ok: false, message: 'The tool this proposal was for no longer exists. Reject the proposal.', httpStatus: 409 }
    }
    const toolId = idOf(proposal.tool)
    const tool = await req.payload.findByID({ collection: 'tools', id: toolId, depth: 0, overrideAccess: true, req })
    const stale = changes.data.find((change) => !stillListed(tool, change))
    if (stale) {
      return {
        ok: false,
        message: `The tool's ${FACT_CHANGE_LABELS[stale.field].toLowerCase()} was edited after this check. Reject this proposal, and edit the tool by hand if the site's value is right.`,
        httpStatus: 409,
      }
    }
    await req.payload.update({
      collection: 'tools',
      id: toolId,
      data: { ...factsOf(changes.data), factsVerifiedAt: new Date().toISOString(), factsSource: proposal.sourceUrl },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await req.payload.update({ collection: 'change-proposals', id, data: { status: 'accepted', ...decided(editor, note) }, overrideAccess: true, req })
    return { ok: true, message: `Accepted: ${tool.name} now shows the new values, and its facts are marked verified today.` }
  })
}

/** Reject: nothing on the tool changes; the note says why. */
export async function rejectProposal(payload: Payload, { id, editor, note }: Decision): Promise<DecisionResult> {
  return withLockedRow(payload, 'change_proposals', id, async (req) => {
    const proposal = await pendingProposal(req, id)
    if ('ok' in proposal) return proposal
    await req.payload.update({ collection: 'change-proposals', id, data: { status: 'rejected', ...decided(editor, note) }, overrideAccess: true, req })
    return { ok: true, message: 'Rejected: the tool stays as it is, and your note is kept with the proposal.' }
  })
}
