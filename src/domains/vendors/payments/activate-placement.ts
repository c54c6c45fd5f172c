import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { Sponsorship } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'
import type { TxReq } from '@/platform/database/transaction'
import { column, selectRow } from '@/platform/database/typed-rows'

import { sponsorshipToolType } from '../schemas/sponsorship'
import { createListedTool } from './create-listed-tool'
import { relationId } from './relation-id'
import { categoryIdFor } from './sponsorship-category'

async function nextSponsoredOrder(payload: Payload, req: TxReq): Promise<number> {
  const db = await sqlFor(payload, req)
  const row = await selectRow(db, 'the next sponsored order', z.object({ next: column.number }), sql`
    SELECT COALESCE(MAX(sponsored_order), 0) + 1 AS next FROM tools WHERE is_sponsored = true`)
  return row?.next ?? 1
}

/** The listed tool a placement is for: the linked one, else an existing tool of that name. */
export async function existingToolFor(payload: Payload, sponsorship: Sponsorship, req: TxReq): Promise<number | undefined> {
  const linked = relationId(sponsorship.tool)
  if (linked) return linked
  const existing = await payload.find({
    collection: 'tools',
    where: { name: { like: sponsorship.toolName } },
    limit: 10,
    depth: 0,
    req,
    overrideAccess: true,
    draft: true,
    select: { name: true },
  })
  return existing.docs.find((tool) => tool.name.toLowerCase() === sponsorship.toolName.toLowerCase())?.id
}

/**
 * The tool to promote: the existing one (approval checked that it is the buyer's), else a new
 * listing created for the buyer. The sponsorship's category fills the tool's primary category when
 * it has none.
 */
async function toolFor(payload: Payload, sponsorship: Sponsorship, req: TxReq): Promise<number> {
  const category = await categoryIdFor(payload, sponsorship.category, req)
  const toolId = await existingToolFor(payload, sponsorship, req)
  if (toolId) {
    const tool = await payload.findByID({ collection: 'tools', id: toolId, depth: 0, req, overrideAccess: true, draft: true, select: { category: true } })
    if (!tool.category && category) {
      await payload.update({ collection: 'tools', id: toolId, req, overrideAccess: true, data: { category } })
    }
    return toolId
  }
  const created = await createListedTool(
    payload,
    {
      name: sponsorship.toolName,
      description: sponsorship.description,
      sourceUrl: sponsorship.toolUrl,
      toolType: sponsorshipToolType(sponsorship.category),
      category,
      logo: sponsorship.logo,
      createdBy: relationId(sponsorship.user),
      published: true,
    },
    req,
  )
  return created.id
}

/**
 * Puts a placement live, inside the caller's transaction: the tool (found or listed) is marked
 * sponsored with the next `sponsoredOrder`, and the sponsorship becomes active from now. Runs at
 * approval, or when the first invoice of a subscription whose first payment failed is paid.
 */
export async function activatePlacement(
  payload: Payload,
  sponsorship: Sponsorship,
  req: TxReq,
  stripeSubscriptionId?: string,
): Promise<Sponsorship> {
  const toolId = await toolFor(payload, sponsorship, req)
  const sponsoredOrder = await nextSponsoredOrder(payload, req)
  await payload.update({ collection: 'tools', id: toolId, req, overrideAccess: true, data: { isSponsored: true, sponsoredOrder } })
  return payload.update({
    collection: 'sponsorships',
    id: sponsorship.id,
    req,
    overrideAccess: true,
    data: { status: 'active', tool: toolId, sponsoredOrder, startedAt: new Date().toISOString(), stripeSubscriptionId },
  })
}
