import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'

import { startSponsorCheckout, verifySponsorCheckout } from '@/actions/sponsorships'
import { createSubmissionSetup, submitTool } from '@/actions/submissions'
import { approveSponsorship } from '@/lib/payments/approve-sponsorship'

import { createUser } from './factories'
import { testPayload } from './payload'
import { signedOut } from './stripe-request-context'
import { startStripeServer, type StripeTestServer, useManualBilling, useStripeServer } from './stripe-server'

export type SentMail = { to: string; subject: string; text: string }

/**
 * What every Stripe-mode revenue spec needs: Payload, the loopback Stripe server (the app pointed
 * at it before each test), an admin, and the mail the app sends, captured per test. Call it at the
 * top of a spec file that mocks `next/headers` with the request context.
 */
export function stripeTestContext() {
  const ctx = {} as { payload: Payload; stripe: StripeTestServer; admin: Awaited<ReturnType<typeof createUser>>; sentMail: SentMail[] }
  beforeAll(async () => {
    // The tests run the queued jobs themselves; no in-process runner may race them.
    process.env.JOBS_AUTORUN = '0'
    ctx.payload = await testPayload()
    ctx.stripe = await startStripeServer()
    ctx.admin = await createUser(ctx.payload, ['admin'])
  })
  beforeEach(() => {
    useStripeServer(ctx.stripe.port)
    signedOut()
    ctx.sentMail = []
    vi.spyOn(ctx.payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as SentMail
      ctx.sentMail.push({ to, subject, text })
    })
  })
  afterAll(async () => {
    useManualBilling()
    vi.restoreAllMocks()
    await ctx.stripe.close()
  })
  return ctx
}

type Ctx = ReturnType<typeof stripeTestContext>

export const submissionValues = (name = `Stripe Tool ${randomUUID().slice(0, 8)}`) => ({
  name,
  website: 'stripe-tool.example.com',
  description: 'Screens candidates with structured AI interviews.',
  audience: 'recruiters',
  features: 'Structured interviews\nScorecards\nATS sync',
  contactEmail: `vendor-${randomUUID().slice(0, 6)}@example.test`,
})

/** The browser's side of the submit-tool flow: a SetupIntent, confirmed with `paymentMethod`, saved. */
export async function submitWithCard(ctx: Ctx, paymentMethod = 'pm_card_visa') {
  const values = submissionValues()
  const setup = await createSubmissionSetup({ email: values.contactEmail, toolName: values.name })
  if (!setup.ok) throw new Error(setup.error)
  const setupIntentId = setup.data.clientSecret.split('_secret_')[0]!
  ctx.stripe.confirmSetupIntent(setupIntentId, paymentMethod)
  const result = await submitTool({ values, stripe: { customerId: setup.data.customerId, setupIntentId } })
  if (!result.ok) throw new Error(result.error)
  return { values, submissionId: result.data.submissionId, setupIntentId, customerId: setup.data.customerId }
}

export const sponsorshipValues = () => ({
  toolName: `Featured ${randomUUID().slice(0, 8)}`,
  toolUrl: 'featured.example.com',
  category: 'Candidate Sourcing',
  description: 'Finds passive candidates across the open web with AI search.',
  contactEmail: `sponsor-${randomUUID().slice(0, 6)}@example.test`,
  plan: 'premium',
})

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
