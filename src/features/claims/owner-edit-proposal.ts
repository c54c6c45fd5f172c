import { isDeepStrictEqual } from 'node:util'

import type { Payload } from 'payload'

import { FACT_CHANGE_LABELS, type FactChange, logoOf, type MediaRef, pricingFactsOf, type PricingFactsValue } from '@/domains/directory'
import { ownedTool } from '@/domains/vendors'
import type { Tool } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

import type { ClaimResult } from './claim-result'
import type { OwnerEditInput } from './owner-edit-schema'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const refused = (message: string): ClaimResult => ({ ok: false, message })

/** The uploaded images by id, as stored (the browser's URL is not trusted); null when one is missing. */
async function storedImages(payload: Payload, refs: (MediaRef | null)[]): Promise<Map<number, MediaRef> | null> {
  const ids = refs.filter((ref): ref is MediaRef => ref !== null).map(({ id }) => id)
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, depth: 0, limit: ids.length, overrideAccess: true })
  const images = new Map(docs.filter((doc) => doc.url && doc.mimeType?.startsWith('image/')).map((doc) => [doc.id, { id: doc.id, url: doc.url! }]))
  return ids.every((id) => images.has(id)) ? images : null
}

/** What differs between the listing and the owner's values, as the review queue's before/after changes. */
async function changesFor(payload: Payload, tool: Tool, input: OwnerEditInput, images: Map<number, MediaRef>): Promise<FactChange[] | string> {
  const changes: FactChange[] = []
  if (input.description && input.description !== (tool.description ?? '')) changes.push({ field: 'description', before: tool.description ?? null, after: input.description })
  const facts: PricingFactsValue = {
    model: input.pricingModel || null,
    startingPriceUsdMonth: input.startingPrice,
    freeTier: input.freeTier,
    freeTrialDays: input.freeTrialDays,
    contactSales: input.contactSales,
  }
  const factsNow = pricingFactsOf(tool)
  if (!isDeepStrictEqual(facts, factsNow)) changes.push({ field: 'pricingFacts', before: factsNow, after: facts })
  const featuresNow = tool.features ?? []
  if (!isDeepStrictEqual(input.features, featuresNow)) changes.push({ field: 'features', before: featuresNow, after: input.features })
  const listedIds = (tool.integrations ?? []).map(idOf)
  const chosen = [...new Set(input.integrations)]
  if (!isDeepStrictEqual([...listedIds].sort(), [...chosen].sort())) {
    const { docs } = await payload.find({ collection: 'integrations', where: { id: { in: [...listedIds, ...chosen] } }, depth: 0, limit: listedIds.length + chosen.length, select: { name: true }, overrideAccess: true })
    const names = new Map(docs.map((doc) => [doc.id, doc.name]))
    if (chosen.some((id) => !names.has(id))) return 'One of the chosen integrations is no longer in the catalogue. Reload the page and choose again.'
    const ref = (id: number) => ({ id, name: names.get(id) ?? `#${id}` })
    changes.push({ field: 'integrations', before: listedIds.map(ref), after: chosen.map(ref) })
  }
  if (input.logo) changes.push({ field: 'logo', before: logoOf(tool), after: images.get(input.logo.id)! })
  if (input.screenshot) {
    const now = typeof tool.screenshot === 'object' && tool.screenshot ? { id: tool.screenshot.id, url: tool.screenshot.url ?? '' } : null
    changes.push({ field: 'screenshot', before: now, after: images.get(input.screenshot.id)! })
  }
  return changes
}

/**
 * Files the owner's edit of their tool for an editor: only the values that differ from the listing,
 * each as a before/after change in the same review queue as the website check (ChangeProposals,
 * source "owner"). Refused, writing nothing, for a tool the user doesn't own, an edit that changes
 * nothing, an image that isn't stored, or the same edit already waiting.
 */
export async function proposeOwnerEdit(payload: Payload, userId: number, input: OwnerEditInput): Promise<ClaimResult> {
  const owned = await ownedTool(await sqlFor(payload), userId, input.slug, false)
  if (!owned) return refused('You can propose edits only to tools you own. Claim the tool first.')
  const images = await storedImages(payload, [input.logo, input.screenshot])
  if (!images) return refused('An uploaded image is missing. Upload it again.')
  const tool = await payload.findByID({ collection: 'tools', id: owned.id, depth: 1, overrideAccess: true })
  const changes = await changesFor(payload, tool, input, images)
  if (typeof changes === 'string') return refused(changes)
  if (changes.length === 0) return refused('Nothing to propose: these are the values the listing shows now.')
  const { docs: waiting } = await payload.find({
    collection: 'change-proposals',
    where: { and: [{ tool: { equals: owned.id } }, { proposedBy: { equals: userId } }, { status: { equals: 'pending' } }] },
    select: { changes: true },
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  if (waiting.some((doc) => isDeepStrictEqual(doc.changes, changes))) return refused('You already proposed exactly this edit; it waits for an editor.')
  const what = changes.map(({ field }) => FACT_CHANGE_LABELS[field].toLowerCase()).join(', ')
  await payload.create({
    collection: 'change-proposals',
    data: {
      summary: `${owned.name}: ${what} (owner's edit)`.slice(0, 200),
      tool: owned.id,
      changes,
      source: 'owner',
      proposedBy: userId,
      detectedAt: new Date().toISOString(),
      status: 'pending',
    },
    overrideAccess: true,
  })
  return { ok: true, message: `Sent to an editor: ${what}. We e-mail you when it is decided.` }
}
