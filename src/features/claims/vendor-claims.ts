import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { claimPageState } from './claim-page'
import { ownerEditForm } from './owner-edit-form-state'

type SignedIn = User & { collection: 'users' }

/**
 * The vendor's own claims and their owner's edits, newest first, read with their own access (the
 * collections' row rules). Per user, so never cached.
 */
export async function vendorClaimsAndEdits(payload: Payload, user: SignedIn) {
  const [claims, edits] = await Promise.all([
    payload.find({
      collection: 'claims',
      where: { claimant: { equals: user.id } },
      sort: '-updatedAt',
      limit: 50,
      depth: 1,
      select: { tool: true, summary: true, status: true, method: true, editorNote: true, updatedAt: true },
      populate: { tools: { name: true, slug: true } },
      user,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'change-proposals',
      where: { proposedBy: { equals: user.id } },
      sort: '-detectedAt',
      limit: 50,
      depth: 0,
      select: { summary: true, status: true, editorNote: true, detectedAt: true },
      user,
      overrideAccess: false,
    }),
  ])
  return {
    claims: claims.docs.map((claim) => ({
      id: claim.id,
      toolName: typeof claim.tool === 'object' ? claim.tool.name : claim.summary,
      toolSlug: typeof claim.tool === 'object' ? (claim.tool.slug ?? null) : null,
      status: claim.status,
      editorNote: claim.editorNote ?? null,
      updatedAt: claim.updatedAt,
    })),
    edits: edits.docs.map((edit) => ({ id: edit.id, summary: edit.summary, status: edit.status, editorNote: edit.editorNote ?? null, filedAt: edit.detectedAt })),
  }
}

/** Published tools whose name contains `words`, with a website to claim by; for the "Claim a tool" search. */
export async function claimableTools(payload: Payload, words: string) {
  const { docs } = await payload.find({
    collection: 'tools',
    where: { and: [{ name: { like: words } }, { _status: { equals: 'published' } }, { or: [{ sourceUrl: { exists: true } }, { affiliateLink: { exists: true } }] }] },
    sort: 'name',
    limit: 10,
    depth: 0,
    select: { name: true, slug: true, sourceUrl: true },
    overrideAccess: false,
  })
  return docs.filter((tool) => tool.slug).map((tool) => ({ id: tool.id, name: tool.name, slug: tool.slug!, website: tool.sourceUrl ?? null }))
}

/** The claim page for `slug` as this user sees it (their token, their open claim); null for a tool that can't be claimed. */
export async function claimPage(payload: Payload, user: User, slug: string) {
  return claimPageState(payload, user.id, slug)
}

/** The "Propose an edit" form for a tool the user owns; null otherwise (the page answers 404). */
export async function ownerEditPage(payload: Payload, user: User, slug: string) {
  return ownerEditForm(payload, user.id, slug)
}
