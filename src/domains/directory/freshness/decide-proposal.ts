import { isDeepStrictEqual } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'

import type { ChangeProposal, Tool, User } from '@/payload-types'
import { withLockedRow } from '@/platform/database/transaction'
import { QUEUES } from '@/platform/jobs/queues'

import { FACT_CHANGE_LABELS, type FactChange, factChangesSchema } from './fact-change'
import { logoOf, pricingFactsOf } from './proposal-values'

export type DecisionResult = { ok: true; message: string } | { ok: false; message: string; httpStatus: number }

export interface Decision {
  id: number
  editor: User
  note: string
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const sorted = (items: (string | number)[]) => [...items].sort()

/** The fields whose change counts as a fact checked: accepting one marks the tool's facts verified. */
const FACT_FIELDS = new Set<FactChange['field']>(['pricing', 'pricingFacts', 'features', 'integrations'])
const OWNER_FACTS_SOURCE = "The vendor's own edit, accepted by an editor"

/** True when the tool still lists what the change replaces: an edit since the proposal makes it stale. */
function stillListed(tool: Tool, change: FactChange): boolean {
  switch (change.field) {
    case 'description':
      return (tool.description ?? null) === change.before
    case 'pricing':
      return (tool.pricing ?? null) === change.before
    case 'pricingFacts':
      return isDeepStrictEqual(pricingFactsOf(tool), change.before)
    case 'features':
      return isDeepStrictEqual(tool.features ?? [], change.before)
    case 'integrations':
      return isDeepStrictEqual(sorted((tool.integrations ?? []).map(idOf)), sorted(change.before.map(({ id }) => id)))
    case 'logo':
      return logoOf(tool) === change.before
    case 'screenshot':
      return (tool.screenshot == null ? null : idOf(tool.screenshot)) === (change.before?.id ?? null)
  }
}

function valuesOf(changes: FactChange[]): Partial<Tool> {
  const data: Partial<Tool> = {}
  for (const change of changes) {
    if (change.field === 'description') data.description = change.after
    if (change.field === 'pricing') data.pricing = change.after
    if (change.field === 'pricingFacts') data.pricingFacts = change.after as Tool['pricingFacts']
    if (change.field === 'features') data.features = change.after
    if (change.field === 'integrations') data.integrations = change.after.map(({ id }) => id)
    // The uploaded logo shows before any fetched one (directory/logo.ts).
    if (change.field === 'logo') data.localLogoPath = change.after.url
    if (change.field === 'screenshot') data.screenshot = change.after.id
  }
  return data
}

/** The owner who proposed it hears the decision by mail, sent by a job once the decision commits. */
async function queueOwnerMail(req: PayloadRequest, proposal: ChangeProposal) {
  if (proposal.source !== 'owner') return
  await req.payload.jobs.queue({ task: 'sendVendorDecisionMail', input: { kind: 'proposal', id: proposal.id }, queue: QUEUES.default, req })
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
 * Accept: the tool takes the proposal's values, and when they include facts, its facts count as
 * verified now against the proposal's source (the checked page, or the owner's word). Refused
 * when the tool was edited since the proposal (the "before" no longer holds), so an accept never
 * overwrites an editor's newer work. An owner's proposal mails the owner.
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
      const what = FACT_CHANGE_LABELS[stale.field].toLowerCase()
      return {
        ok: false,
        message:
          proposal.source === 'owner'
            ? `The tool's ${what} was edited after the owner proposed this. Reject this proposal; the owner can propose again from the current listing.`
            : `The tool's ${what} was edited after this check. Reject this proposal, and edit the tool by hand if the site's value is right.`,
        httpStatus: 409,
      }
    }
    const factual = changes.data.some((change) => FACT_FIELDS.has(change.field))
    const verified = factual ? { factsVerifiedAt: new Date().toISOString(), factsSource: proposal.sourceUrl || OWNER_FACTS_SOURCE } : {}
    await req.payload.update({ collection: 'tools', id: toolId, data: { ...valuesOf(changes.data), ...verified }, depth: 0, overrideAccess: true, req })
    await req.payload.update({ collection: 'change-proposals', id, data: { status: 'accepted', ...decided(editor, note) }, overrideAccess: true, req })
    await queueOwnerMail(req, proposal)
    const told = proposal.source === 'owner' ? ' The owner is e-mailed.' : ''
    return { ok: true, message: `Accepted: ${tool.name} now shows the new values${factual ? ', and its facts are marked verified today' : ''}.${told}` }
  })
}

/** Reject: nothing on the tool changes; the note says why (and goes to the owner who proposed it). */
export async function rejectProposal(payload: Payload, { id, editor, note }: Decision): Promise<DecisionResult> {
  return withLockedRow(payload, 'change_proposals', id, async (req) => {
    const proposal = await pendingProposal(req, id)
    if ('ok' in proposal) return proposal
    await req.payload.update({ collection: 'change-proposals', id, data: { status: 'rejected', ...decided(editor, note) }, overrideAccess: true, req })
    await queueOwnerMail(req, proposal)
    return {
      ok: true,
      message:
        proposal.source === 'owner'
          ? 'Rejected: the tool stays as it is, and the owner is e-mailed your note.'
          : 'Rejected: the tool stays as it is, and your note is kept with the proposal.',
    }
  })
}
