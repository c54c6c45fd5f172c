import type { Payload } from 'payload'
import type Stripe from 'stripe'

import {
  sponsorshipActiveEmail,
  sponsorshipEndedEmail,
  sponsorshipPastDueEmail,
} from '@/domains/vendors/mail/sponsorship-mails'
import type { VendorEmail } from '@/domains/vendors/mail/vendor-mail-layout'
import type { Sponsorship } from '@/payload-types'
import type { TxReq } from '@/platform/database/transaction'

import { activatePlacement } from './activate-placement'
import { siteUrl } from './config'
import { recordCheckout } from './record-checkout'
import { relationId } from './relation-id'
import { type CompletedCheckout, completedCheckout } from './stripe-placements'

type Mail = { to: string; email: VendorEmail }
export type HandledEvent = { outcome: string; mail?: Mail }

/** A subscription as an event names it: its id, and the metadata HireStack gave it at approval. */
type SubscriptionRef = { id: string | undefined; metadata: Stripe.Metadata | null | undefined }

const invoiceSubscription = (invoice: Stripe.Invoice): SubscriptionRef => ({
  id: relationId(invoice.parent?.subscription_details?.subscription),
  metadata: invoice.parent?.subscription_details?.metadata,
})

/**
 * The sponsorship a subscription event is about: by subscription id, else through the
 * sponsorship id in the subscription's metadata. Stripe can deliver an event before the approval
 * that started the subscription has committed; the row then has no subscription yet, and this
 * throws so the job retries later rather than record the event as done. Null when the
 * subscription is not (or no longer) a placement's.
 */
async function sponsorshipFor(payload: Payload, subscription: SubscriptionRef, req: TxReq): Promise<Sponsorship | null> {
  if (!subscription.id) return null
  const { docs } = await payload.find({
    collection: 'sponsorships',
    where: { stripeSubscriptionId: { equals: subscription.id } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0]
  const sponsorshipId = Number(subscription.metadata?.sponsorshipId)
  if (!Number.isInteger(sponsorshipId) || sponsorshipId < 1) return null
  const named = await payload.findByID({ collection: 'sponsorships', id: sponsorshipId, depth: 0, req, overrideAccess: true }).catch(() => null)
  if (named && !named.stripeSubscriptionId) {
    throw new Error(`Sponsorship ${sponsorshipId} has not recorded ${subscription.id} yet; retrying once its approval commits`)
  }
  return null
}

const unknown = (subscription: SubscriptionRef) => ({ outcome: `no sponsorship for ${subscription.id ?? 'this event'}` })

/** Cancellation, or a first invoice left unpaid until Stripe expired the subscription. */
async function endPlacement(payload: Payload, subscription: SubscriptionRef, req: TxReq): Promise<HandledEvent> {
  const sponsorship = await sponsorshipFor(payload, subscription, req)
  if (!sponsorship) return unknown(subscription)
  if (sponsorship.status === 'cancelled') return { outcome: 'already cancelled' }
  await payload.update({
    collection: 'sponsorships',
    id: sponsorship.id,
    req,
    overrideAccess: true,
    data: { status: 'cancelled', endedAt: new Date().toISOString() },
  })
  const toolId = relationId(sponsorship.tool)
  if (toolId) {
    await payload.update({ collection: 'tools', id: toolId, req, overrideAccess: true, data: { isSponsored: false, sponsoredOrder: null } })
  }
  const outcome = `sponsorship ${sponsorship.id} cancelled`
  // A placement that never went live (its first payment failed) has nothing to announce ending.
  if (!sponsorship.startedAt) return { outcome }
  return {
    outcome,
    mail: { to: sponsorship.contactEmail, email: sponsorshipEndedEmail({ toolName: sponsorship.toolName, siteUrl: siteUrl() }) },
  }
}

async function invoiceFailed(payload: Payload, invoice: Stripe.Invoice, req: TxReq): Promise<HandledEvent> {
  const subscription = invoiceSubscription(invoice)
  const sponsorship = await sponsorshipFor(payload, subscription, req)
  if (!sponsorship) return unknown(subscription)
  if (sponsorship.status !== 'active') return { outcome: `sponsorship is ${sponsorship.status}` }
  await payload.update({ collection: 'sponsorships', id: sponsorship.id, req, overrideAccess: true, data: { status: 'past_due' } })
  return {
    outcome: `sponsorship ${sponsorship.id} past due`,
    mail: { to: sponsorship.contactEmail, email: sponsorshipPastDueEmail({ toolName: sponsorship.toolName, siteUrl: siteUrl() }) },
  }
}

/** A paid invoice restores a past-due placement, or puts live one whose first payment had failed. */
async function invoicePaid(payload: Payload, invoice: Stripe.Invoice, req: TxReq): Promise<HandledEvent> {
  const subscription = invoiceSubscription(invoice)
  const sponsorship = await sponsorshipFor(payload, subscription, req)
  if (!sponsorship) return unknown(subscription)
  if (sponsorship.status === 'past_due') {
    await payload.update({ collection: 'sponsorships', id: sponsorship.id, req, overrideAccess: true, data: { status: 'active' } })
    return { outcome: `sponsorship ${sponsorship.id} active again` }
  }
  if (sponsorship.status !== 'payment_failed') return { outcome: 'nothing to restore' }
  const live = await activatePlacement(payload, sponsorship, req, subscription.id)
  return {
    outcome: `sponsorship ${sponsorship.id} active after its first payment`,
    mail: {
      to: live.contactEmail,
      email: sponsorshipActiveEmail({ toolName: live.toolName, siteUrl: siteUrl(), plan: live.plan, billing: 'card' }),
    },
  }
}

/** What an event needs from Stripe besides itself. */
type StripeReads = { checkout?: CompletedCheckout }

/**
 * The Stripe reads an event needs, made before the job's transaction opens so that no outside
 * call holds the event's row lock. Events carry a Checkout Session without its SetupIntent
 * expanded: a sponsorship's is read back for the card.
 */
export async function stripeReadsFor(event: Stripe.Event): Promise<StripeReads> {
  if (event.type !== 'checkout.session.completed') return {}
  const session = event.data.object
  if (session.mode !== 'setup' || !session.metadata?.sponsorshipId) return {}
  return { checkout: await completedCheckout(session.id) }
}

/**
 * The state changes for one verified event, inside the job's transaction, from the event and
 * what `stripeReadsFor` read beforehand. Mail is sent after commit.
 */
export async function handleStripeEvent(payload: Payload, event: Stripe.Event, reads: StripeReads, req: TxReq): Promise<HandledEvent> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      if (!reads.checkout) return { outcome: 'ignored: not a sponsorship checkout' }
      const outcome = await recordCheckout(payload, reads.checkout, req)
      return { outcome: `sponsorship ${session.metadata?.sponsorshipId} ${outcome}` }
    }
    case 'invoice.payment_failed':
      return invoiceFailed(payload, event.data.object, req)
    case 'invoice.paid':
      return invoicePaid(payload, event.data.object, req)
    case 'customer.subscription.updated': {
      const subscription = event.data.object
      if (subscription.status !== 'incomplete_expired') return { outcome: `ignored: subscription ${subscription.status}` }
      return endPlacement(payload, { id: subscription.id, metadata: subscription.metadata }, req)
    }
    case 'customer.subscription.deleted':
      return endPlacement(payload, { id: event.data.object.id, metadata: event.data.object.metadata }, req)
    default:
      return { outcome: 'ignored' }
  }
}
