import type { Payload } from 'payload'
import { z } from 'zod'

import { ownsTool, sponsorshipPayloadSchema, type SponsorshipValues, withHttps } from '@/domains/vendors'
import type { Sponsorship, User } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

/** A placement request's form values, its URL given a scheme first; both ways of paying take it. */
export const sponsorshipRequestSchema = z.preprocess((input) => {
  const values = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  return { ...values, toolUrl: withHttps(typeof values.toolUrl === 'string' ? values.toolUrl : '') }
}, sponsorshipPayloadSchema)

export const INVALID_REQUEST = 'Please check the highlighted fields.'

export const NOT_YOUR_TOOL = 'You can feature only a tool you own. Pick one of your tools, or describe a new one.'

/**
 * The listed tool a request features when the vendor picked one of theirs (`toolId`): checked here,
 * on the server, against the one ownership rule, so a request can't name someone else's tool or
 * come signed out with an id. The tool's own name replaces the typed one. `null` is a new tool;
 * `false` a tool this user does not own (or that does not exist).
 */
export async function pickedTool(payload: Payload, user: User | null, toolId: number | undefined): Promise<{ id: number; name: string } | null | false> {
  if (toolId === undefined) return null
  if (!user || !(await ownsTool(await sqlFor(payload), user.id, toolId))) return false
  const tool = await payload.findByID({ collection: 'tools', id: toolId, depth: 0, draft: true, overrideAccess: true, select: { name: true } }).catch(() => null)
  return tool ? { id: tool.id, name: tool.name } : false
}

/**
 * The same vendor's request for the same tool still waiting for its card (Checkout cancelled or
 * abandoned): a new attempt takes it over, with its Stripe Customer, instead of leaving one more
 * unpayable row in the review queue.
 */
export async function openRequest(payload: Payload, values: SponsorshipValues, user: User | null): Promise<Sponsorship | undefined> {
  const { docs } = await payload.find({
    collection: 'sponsorships',
    where: {
      status: { equals: 'awaiting_payment_method' },
      contactEmail: { equals: values.contactEmail.toLowerCase() },
      user: user ? { equals: user.id } : { exists: false },
    },
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return docs.find((doc) => doc.toolName.toLowerCase() === values.toolName.toLowerCase())
}
