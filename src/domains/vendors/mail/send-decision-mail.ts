import type { Payload } from 'payload'

import { sendMail } from '@/platform/mail/send'

import { claimDecisionMail, editDecisionMail } from './decision-mails'

export type VendorDecisionKind = 'claim' | 'proposal'

const emailOf = (user: unknown) => (user && typeof user === 'object' && 'email' in user ? String(user.email) : null)
const toolOf = (tool: unknown) => (tool && typeof tool === 'object' && 'name' in tool ? (tool as { name: string; slug?: string | null }) : null)

/**
 * Tells the vendor an editor's decision on their claim or on the edit they proposed, read from the
 * committed row; the decision's job runs it after the decision commits. Nothing is sent for a row
 * still undecided or an edit the website check proposed. A send failure throws so the queue retries.
 */
export async function sendVendorDecisionMail(payload: Payload, kind: VendorDecisionKind, id: number): Promise<'sent' | 'nothing to send'> {
  if (kind === 'claim') {
    const claim = await payload.findByID({ collection: 'claims', id, depth: 1, overrideAccess: true }).catch(() => null)
    const to = emailOf(claim?.claimant)
    const tool = toolOf(claim?.tool)
    if (!claim || !to || !tool || (claim.status !== 'approved' && claim.status !== 'rejected')) return 'nothing to send'
    await sendMail(payload, to, claimDecisionMail({ toolName: tool.name, approved: claim.status === 'approved', note: claim.editorNote }))
    return 'sent'
  }
  const proposal = await payload.findByID({ collection: 'change-proposals', id, depth: 1, overrideAccess: true }).catch(() => null)
  const to = emailOf(proposal?.proposedBy)
  const tool = toolOf(proposal?.tool)
  if (!proposal || proposal.source !== 'owner' || !to || !tool?.slug || proposal.status === 'pending') return 'nothing to send'
  const what = proposal.summary.replace(/^.*?: /, '').replace(/ \(owner's edit\)$/, '')
  await sendMail(payload, to, editDecisionMail({ toolName: tool.name, toolSlug: tool.slug, accepted: proposal.status === 'accepted', what, note: proposal.editorNote }))
  return 'sent'
}
