import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { sponsorshipEndedEmail, sponsorshipPastDueEmail } from '@/lib/mail/templates/revenue-sponsorship'
import type { RevenueEmail } from '@/lib/mail/templates/revenue-layout'

import { siteUrl } from './config'
import { recordCheckout } from './record-checkout'
import { completedCheckout } from './stripe-operations'

type Mail = { to: string; email: RevenueEmail }
export type HandledEvent = { outcome: string; mail?: Mail }

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id)

async function sponsorshipBySubscription(payload: Payload, subscriptionId: string | undefined, req: Partial<PayloadRequest>) {
  if (!subscriptionId) return undefined
  const { docs } = await payload.find({
    collection: 'sponsorships',
    where: { stripeSubscriptionId: { equals: subscriptionId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0]
}

async function endPlacement(payload: Payload, subscriptionId: string, req: Partial<PayloadRequest>): Promise<HandledEvent> {
  const sponsorship = await sponsorshipBySubscription(payload, subscriptionId, req)
  if (!sponsorship) return { outcome: `no sponsorship for ${subscriptionId}` }
  if (sponsorship.status === 'cancelled') return { outcome: 'already cancelled' }
  await payload.update({
    collection: 'sponsorships',
    id: sponsorship.id,
    req,
    overrideAccess: true,
    data: { status: 'cancelled', endedAt: new Date().toISOString() },
  })
  const toolId = typeof sponsorship.tool === 'number' ? sponsorship.tool : sponsorship.tool?.id
  if (toolId) {
    await payload.update({ collection: 'tools', id: toolId, req, overrideAccess: true, data: { isSponsored: false, sponsoredOrder: null } })
  }
  return {
    outcome: `sponsorship ${sponsorship.id} cancelled`,
    mail: { to: sponsorship.contactEmail, email: sponsorshipEndedEmail({ toolName: sponsorship.toolName, siteUrl: siteUrl() }) },
  }
}

/** The state changes for one verified event, inside the job's transaction. Mail is sent after commit. */
export async function handleStripeEvent(payload: Payload, event: Stripe.Event, req: Partial<PayloadRequest>): Promise<HandledEvent> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      if (session.mode !== 'setup' || !session.metadata?.sponsorshipId) return { outcome: 'ignored: not a sponsorship checkout' }
      // Events carry the session without its SetupIntent expanded: read it back for the card.
      const outcome = await recordCheckout(payload, await completedCheckout(session.id), req)
      return { outcome: `sponsorship ${session.metadata.sponsorshipId} ${outcome}` }
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
      const sponsorship = await sponsorshipBySubscription(payload, subscriptionId, req)
      if (!sponsorship) return { outcome: `no sponsorship for ${subscriptionId ?? 'invoice'}` }
      if (sponsorship.status !== 'active') return { outcome: `sponsorship is ${sponsorship.status}` }
      await payload.update({ collection: 'sponsorships', id: sponsorship.id, req, overrideAccess: true, data: { status: 'past_due' } })
      return {
        outcome: `sponsorship ${sponsorship.id} past due`,
        mail: { to: sponsorship.contactEmail, email: sponsorshipPastDueEmail({ toolName: sponsorship.toolName, siteUrl: siteUrl() }) },
      }
    }
    case 'invoice.paid': {
      const invoice = event.data.object
      const sponsorship = await sponsorshipBySubscription(payload, idOf(invoice.parent?.subscription_details?.subscription), req)
      if (!sponsorship || sponsorship.status !== 'past_due') return { outcome: 'nothing to restore' }
      await payload.update({ collection: 'sponsorships', id: sponsorship.id, req, overrideAccess: true, data: { status: 'active' } })
      return { outcome: `sponsorship ${sponsorship.id} active again` }
    }
    case 'customer.subscription.deleted':
      return endPlacement(payload, event.data.object.id, req)
    default:
      return { outcome: 'ignored' }
  }
}
