import type { Payload, PayloadRequest } from 'payload'

import type { CompletedCheckout } from './stripe-placements'

/**
 * Stores the card saved through Checkout on its sponsorship and moves it to review. Called by
 * the thank-you page and by the webhook; whichever comes second finds the work already done.
 * A vendor who started Checkout twice (the same request reuses its row and Customer) may finish
 * the older session: it names the same sponsorship and Customer, so it counts.
 */
export async function recordCheckout(
  payload: Payload,
  checkout: CompletedCheckout,
  req?: Partial<PayloadRequest>,
): Promise<'recorded' | 'already recorded'> {
  const sponsorship = await payload.findByID({ collection: 'sponsorships', id: checkout.sponsorshipId, req, overrideAccess: true })
  const matches = sponsorship.stripeCheckoutSessionId === checkout.sessionId || sponsorship.stripeCustomerId === checkout.customerId
  if (sponsorship.stripeCheckoutSessionId && !matches) {
    throw new Error('Checkout session does not match the sponsorship')
  }
  if (sponsorship.status !== 'awaiting_payment_method') return 'already recorded'
  await payload.update({
    collection: 'sponsorships',
    id: sponsorship.id,
    req,
    overrideAccess: true,
    data: {
      status: 'pending_review',
      billingMode: 'stripe',
      stripeCustomerId: checkout.customerId,
      stripePaymentMethodId: checkout.paymentMethodId,
      stripeCheckoutSessionId: checkout.sessionId,
    },
  })
  return 'recorded'
}
