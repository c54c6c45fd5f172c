/** The browser's and the vendor's side of the Stripe-mode flows, played against the loopback server. */
import { createSubmissionSetup } from '@/features/listings/create-submission-setup'
import { submitTool } from '@/features/listings/submit-tool'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { startSponsorCheckout } from '@/features/sponsorships/start-sponsor-checkout'
import { verifySponsorCheckout } from '@/features/sponsorships/verify-sponsor-checkout'

import type { stripeTestContext } from './vendors-context'
import { sponsorshipValues, submissionValues } from './vendors-request-values'

type Ctx = ReturnType<typeof stripeTestContext>

/** The browser's side of the submit-tool flow: a SetupIntent, confirmed with `paymentMethod`, saved. */
export async function submitWithCard(ctx: Ctx, paymentMethod = 'pm_card_visa') {
  const values = submissionValues({ website: 'stripe-tool.example.com' })
  const setup = await createSubmissionSetup({ email: values.contactEmail, toolName: values.name })
  if (!setup.ok) throw new Error(setup.error)
  const setupIntentId = setup.data.clientSecret.split('_secret_')[0]!
  ctx.stripe.confirmSetupIntent(setupIntentId, paymentMethod)
  const result = await submitTool({ values, stripe: { customerId: setup.data.customerId, setupIntentId } })
  if (!result.ok) throw new Error(result.error)
  return { values, submissionId: result.data.submissionId, setupIntentId, customerId: setup.data.customerId }
}

/** The feature-tool form sent to Checkout: the sponsorship row and its session. */
export async function startCheckout(ctx: Ctx, values: ReturnType<typeof sponsorshipValues> = sponsorshipValues()) {
  const result = await startSponsorCheckout(values)
  if (!result.ok) throw new Error(result.error)
  const sessionId = result.data.checkoutUrl.split('/').at(-1)!
  const { docs } = await ctx.payload.find({
    collection: 'sponsorships',
    where: { stripeCheckoutSessionId: { equals: sessionId } },
    depth: 0,
    overrideAccess: true,
  })
  return { values, sessionId, sponsorship: docs[0]! }
}

/** A placement through Checkout (card `paymentMethod`), the thank-you page and an admin's approval. */
export async function approvedSponsorship(ctx: Ctx, paymentMethod = 'pm_card_visa') {
  const { sessionId, sponsorship } = await startCheckout(ctx)
  ctx.stripe.completeCheckout(sessionId, paymentMethod)
  await verifySponsorCheckout(sessionId)
  const review = await approveSponsorship(ctx.payload, { id: sponsorship.id, admin: ctx.admin })
  const approved = await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, depth: 0 })
  return { review, sponsorship: approved, sessionId }
}
