import type { Payload } from 'payload'

import {
  activatePlacement,
  approvalFailed,
  claimIsLive,
  existingToolFor,
  ownsTool,
  relationId,
  releaseClaim,
  type ReviewResult,
  reviewError,
  sendVendorEmail,
  siteUrl,
  SPONSORSHIP_BEING_STARTED,
  sponsorshipActiveEmail,
  sponsorshipFirstPaymentFailedEmail,
  type StartedSubscription,
  startSubscription,
} from '@/domains/vendors'
import type { Sponsorship, User } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'
import { type TxReq, withLockedRow } from '@/platform/database/transaction'

type Approved = { sponsorship: Sponsorship; subscription?: StartedSubscription }

type Claimed = { claimed: Sponsorship }

/**
 * Why the placement can't go live as it is, when it is for a listed tool its buyer doesn't own
 * (linked, or matched by name); else null. A placement features the buyer's own tool or a new
 * listing created for them: paying grants no ownership (analytics, edit proposals, review
 * replies), only a verified claim of the tool does.
 */
async function toolNotTheBuyers(payload: Payload, sponsorship: Sponsorship, req: TxReq): Promise<string | null> {
  const toolId = await existingToolFor(payload, sponsorship, req)
  if (!toolId) return null
  const buyer = relationId(sponsorship.user)
  if (buyer && (await ownsTool(await sqlFor(payload, req), buyer, toolId))) return null
  return `${sponsorship.toolName} is already listed and is not this vendor's tool: they prove it is theirs with a claim first (/account/claim), then approve; or reject this placement.`
}

/**
 * Step 1, under the row lock: refuse a sponsorship not awaiting review or being started; put an
 * invoiced one live outright (no outside call); claim a card-billed one (`activating`).
 */
async function claimSponsorship(payload: Payload, id: number, req: TxReq): Promise<Claimed | Approved | ReviewResult> {
  const sponsorship = await payload.findByID({ collection: 'sponsorships', id, depth: 1, req, overrideAccess: true }).catch(() => null)
  if (!sponsorship) return reviewError('Sponsorship not found', 404)
  if (sponsorship.status === 'awaiting_payment_method') {
    return reviewError('The vendor has not saved a payment method yet.', 409, sponsorship.status)
  }
  if (sponsorship.status === 'activating' && claimIsLive(sponsorship)) return reviewError(SPONSORSHIP_BEING_STARTED, 409, sponsorship.status)
  if (sponsorship.status !== 'pending_review' && sponsorship.status !== 'activating') {
    return reviewError(`This sponsorship is already ${sponsorship.status.replace(/_/g, ' ')}.`, 409, sponsorship.status)
  }
  const notTheirs = await toolNotTheBuyers(payload, sponsorship, req)
  if (notTheirs) return reviewError(notTheirs, 409, sponsorship.status)
  if (sponsorship.billingMode !== 'stripe') return { sponsorship: await activatePlacement(payload, sponsorship, req) }
  if (!sponsorship.stripeCustomerId || !sponsorship.stripePaymentMethodId) {
    throw new Error('This sponsorship has no saved card to bill.')
  }
  const claimed = await payload.update({ collection: 'sponsorships', id, req, overrideAccess: true, depth: 1, data: { status: 'activating' } })
  return { claimed }
}

/** Steps 2 and 3: the subscription, outside any transaction, then the outcome under the row lock again. */
async function subscribeAndActivate(payload: Payload, claimed: Sponsorship): Promise<Approved | ReviewResult> {
  const subscription = await startSubscription({
    sponsorshipId: claimed.id,
    customerId: claimed.stripeCustomerId!,
    paymentMethodId: claimed.stripePaymentMethodId!,
    plan: claimed.plan,
  })
  return withLockedRow(payload, 'sponsorships', claimed.id, async (req) => {
    const sponsorship = await payload.findByID({ collection: 'sponsorships', id: claimed.id, depth: 1, req, overrideAccess: true })
    // A resumed stale claim got here first: it recorded the same subscription.
    if (sponsorship.status !== 'activating') {
      return reviewError(`This sponsorship is already ${sponsorship.status.replace(/_/g, ' ')}.`, 409, sponsorship.status)
    }
    if (subscription.paid) {
      return { sponsorship: await activatePlacement(payload, sponsorship, req, subscription.subscriptionId), subscription }
    }
    const waiting = await payload.update({
      collection: 'sponsorships',
      id: sponsorship.id,
      req,
      overrideAccess: true,
      data: { status: 'payment_failed', stripeSubscriptionId: subscription.subscriptionId },
    })
    return { sponsorship: waiting, subscription }
  })
}

/** Back to review, when Stripe failed or the outcome could not be recorded. */
async function unclaim(payload: Payload, id: number, req: TxReq) {
  const sponsorship = await payload.findByID({ collection: 'sponsorships', id, depth: 0, req, overrideAccess: true })
  if (sponsorship.status !== 'activating') return
  await payload.update({ collection: 'sponsorships', id, req, overrideAccess: true, data: { status: 'pending_review' } })
}

/**
 * Starts the placement: the subscription from this moment (Stripe mode), the tool marked
 * sponsored with the next `sponsoredOrder`, the sponsorship active. The subscription starts
 * between two short locked transactions (billing-claim.ts), so a slow Stripe blocks no other
 * write; a second approval meanwhile is refused as "being started". A first payment Stripe could
 * not collect leaves the subscription `incomplete`: the placement waits in `payment_failed` (tool
 * not sponsored) and the vendor is emailed the invoice to pay; the `invoice.paid` webhook puts it
 * live. An approval after a failed write takes up the subscription already started at Stripe.
 */
export async function approveSponsorship(payload: Payload, input: { id: number; admin: User }): Promise<ReviewResult> {
  let billedAtStripe = false
  let result: Approved | ReviewResult
  try {
    const step = await withLockedRow(payload, 'sponsorships', input.id, (req) => claimSponsorship(payload, input.id, req))
    if ('claimed' in step) {
      billedAtStripe = true
      result = await subscribeAndActivate(payload, step.claimed)
    } else {
      result = step
    }
  } catch (error) {
    payload.logger.error({ err: error, sponsorship: input.id }, 'sponsorship approval failed')
    if (billedAtStripe) await releaseClaim(payload, 'sponsorships', input.id, (req) => unclaim(payload, input.id, req))
    return approvalFailed(error, billedAtStripe)
  }
  if ('ok' in result) return result

  const { sponsorship, subscription } = result
  if (subscription && !subscription.paid) {
    await sendVendorEmail(
      payload,
      sponsorship.contactEmail,
      sponsorshipFirstPaymentFailedEmail({ toolName: sponsorship.toolName, siteUrl: siteUrl(), invoiceUrl: subscription.invoiceUrl }),
    )
    return {
      ok: true,
      status: 'payment_failed',
      message: `Approved, but Stripe could not collect the first payment (subscription ${subscription.status}). The vendor was emailed the invoice to pay with another card; the placement goes live once it is paid.`,
    }
  }
  await sendVendorEmail(
    payload,
    sponsorship.contactEmail,
    sponsorshipActiveEmail({
      toolName: sponsorship.toolName,
      siteUrl: siteUrl(),
      plan: sponsorship.plan,
      billing: sponsorship.billingMode === 'stripe' ? 'card' : 'invoice',
    }),
  )
  return {
    ok: true,
    status: 'active',
    message: sponsorship.billingMode === 'stripe' ? 'Approved; the subscription has started.' : 'Approved; invoice the vendor monthly.',
  }
}
