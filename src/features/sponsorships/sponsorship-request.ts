import type { Payload } from 'payload'
import { z } from 'zod'

import { sponsorshipPayloadSchema, type SponsorshipValues, withHttps } from '@/domains/vendors'
import type { Sponsorship, User } from '@/payload-types'

/** A placement request's form values, its URL given a scheme first; both ways of paying take it. */
export const sponsorshipRequestSchema = z.preprocess((input) => {
  const values = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  return { ...values, toolUrl: withHttps(typeof values.toolUrl === 'string' ? values.toolUrl : '') }
}, sponsorshipPayloadSchema)

export const INVALID_REQUEST = 'Please check the highlighted fields.'

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
