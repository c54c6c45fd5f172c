import type { Payload } from 'payload'

import { newsletterTokenSchema } from '@/domains/newsletter'

export type Subscription = { email: string; subscribed: boolean }

/**
 * The subscription a mailed unsubscribe token belongs to, or null for a malformed or unknown one.
 * Only reads: the unsubscribe page shows it and asks before anything changes. Subscribers are
 * admin-only in the API; the token itself is the reader's proof, so this read overrides access and
 * returns the address and status alone. Never cached.
 */
export async function subscriptionByToken(payload: Payload, token: unknown): Promise<Subscription | null> {
  const parsed = newsletterTokenSchema.safeParse(token)
  if (!parsed.success) return null
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { unsubscribeToken: { equals: parsed.data } },
    select: { email: true, status: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = docs[0]
  return subscriber ? { email: subscriber.email, subscribed: subscriber.status !== 'unsubscribed' } : null
}
