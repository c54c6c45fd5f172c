import type { Payload } from 'payload'

import { pricingFactsOf, resolveLogo } from '@/domains/directory'
import { ownedTool } from '@/domains/vendors'
import { sqlFor } from '@/platform/database/db'

import type { OwnerEditValues } from './owner-edit-schema'

type OwnerEditForm = {
  tool: { id: number; name: string; slug: string }
  values: OwnerEditValues
  logoUrl: string | null
  screenshotUrl: string | null
  integrationOptions: { id: number; name: string; kind: string | null }[]
  pendingCount: number
}

/**
 * The "Propose an edit" form for the tool `slug`, filled with what the listing shows now; null
 * unless the user owns the tool (the one ownership rule, ../analytics/owned-tool.ts).
 */
export async function ownerEditForm(payload: Payload, userId: number, slug: string): Promise<OwnerEditForm | null> {
  const owned = await ownedTool(await sqlFor(payload), userId, slug, false)
  if (!owned) return null
  const [tool, integrations, pending] = await Promise.all([
    payload.findByID({ collection: 'tools', id: owned.id, depth: 1, overrideAccess: true }),
    payload.find({ collection: 'integrations', sort: 'name', limit: 500, depth: 0, select: { name: true, kind: true }, overrideAccess: true }),
    payload.count({ collection: 'change-proposals', where: { and: [{ tool: { equals: owned.id } }, { proposedBy: { equals: userId } }, { status: { equals: 'pending' } }] }, overrideAccess: true }),
  ])
  const facts = pricingFactsOf(tool)
  const screenshot = typeof tool.screenshot === 'object' ? tool.screenshot : null
  return {
    tool: owned,
    values: {
      slug: owned.slug,
      description: tool.description ?? '',
      features: (tool.features ?? []).join('\n'),
      pricingModel: (facts.model ?? '') as OwnerEditValues['pricingModel'],
      startingPrice: facts.startingPriceUsdMonth === null ? '' : String(facts.startingPriceUsdMonth),
      freeTier: facts.freeTier,
      freeTrialDays: facts.freeTrialDays === null ? '' : String(facts.freeTrialDays),
      contactSales: facts.contactSales,
      integrations: (tool.integrations ?? []).map((item) => (typeof item === 'object' ? item.id : item)),
      logo: null,
      screenshot: null,
    },
    logoUrl: resolveLogo(tool),
    screenshotUrl: screenshot?.sizes?.card?.url ?? screenshot?.url ?? null,
    integrationOptions: integrations.docs.map((item) => ({ id: item.id, name: item.name, kind: item.kind ?? null })),
    pendingCount: pending.totalDocs,
  }
}
