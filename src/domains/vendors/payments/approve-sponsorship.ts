import type { Payload } from 'payload'

import { sponsorshipActiveEmail, sponsorshipFirstPaymentFailedEmail } from '@/domains/vendors/mail/revenue-sponsorship'
import type { Sponsorship, User } from '@/payload-types'
import { withLockedRow } from '@/platform/database/transaction'

import { activatePlacement } from './activate-placement'
import { siteUrl } from './config'
import { sendRevenueEmail } from './notify'
import { approvalFailed, type ReviewResult, reviewError } from './review-result'
import { type StartedSubscription, startSubscription } from './stripe-placements'

type Approved = { sponsorship: Sponsorship; subscription?: StartedSubscription }

/**
 * Starts the placement in one locked transaction: the subscription from this moment (Stripe
 * mode), the tool marked sponsored with the next `sponsoredOrder`, the sponsorship active. A
 * first payment Stripe could not collect leaves the subscription `incomplete`: the placement
 * waits in `payment_failed` (tool not sponsored) and the vendor is emailed the invoice to pay;
 * the `invoice.paid` webhook puts it live. A second approval finds the sponsorship already
 * decided; one after a failed write takes up the subscription already started at Stripe.
 */
export async function approveSponsorship(payload: Payload, input: { id: number; admin: User }): Promise<ReviewResult> {
  let billedAtStripe = false
  let result: Approved | ReviewResult
  try {
    result = await withLockedRow(payload, 'sponsorships', input.id, async (req): Promise<Approved | ReviewResult> => {
      const sponsorship = await payload
        .findByID({ collection: 'sponsorships', id: input.id, depth: 1, req, overrideAccess: true })
        .catch(() => null)
      if (!sponsorship) return reviewError('Sponsorship not found', 404)
      if (sponsorship.status === 'awaiting_payment_method') {
        return reviewError('The vendor has not saved a payment method yet.', 409, sponsorship.status)
      }
      if (sponsorship.status !== 'pending_review') {
        return reviewError(`This sponsorship is already ${sponsorship.status.replace(/_/g, ' ')}.`, 409, sponsorship.status)
      }
      if (sponsorship.billingMode !== 'stripe') return { sponsorship: await activatePlacement(payload, sponsorship, req) }

      if (!sponsorship.stripeCustomerId || !sponsorship.stripePaymentMethodId) {
        throw new Error('This sponsorship has no saved card to bill.')
      }
      billedAtStripe = true
      const subscription = await startSubscription({
        sponsorshipId: sponsorship.id,
        customerId: sponsorship.stripeCustomerId,
        paymentMethodId: sponsorship.stripePaymentMethodId,
        plan: sponsorship.plan,
      })
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
  } catch (error) {
    payload.logger.error({ err: error, sponsorship: input.id }, 'sponsorship approval failed')
    return approvalFailed(error, billedAtStripe)
  }
  if ('ok' in result) return result

  const { sponsorship, subscription } = result
  if (subscription && !subscription.paid) {
    await sendRevenueEmail(
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
  await sendRevenueEmail(
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
