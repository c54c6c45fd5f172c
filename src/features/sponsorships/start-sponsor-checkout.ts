'use server'

import { billingMode, createSponsorCheckout } from '@/domains/vendors'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { currentUser } from '@/server/session'

import { INVALID_REQUEST, NOT_YOUR_TOOL, openRequest, pickedTool, sponsorshipRequestSchema } from './sponsorship-request'

const NO_CHECKOUT_URL = 'No checkout URL returned'

/**
 * create-sponsor-checkout: records the sponsorship (awaiting a payment method), or refreshes the
 * vendor's open request for the same tool, and opens a Stripe Checkout Session in setup mode
 * whose metadata carries the sponsorship id.
 */
export const startSponsorCheckout = settle(
  publicAction
    .metadata({ name: 'sponsor checkout', failure: 'Failed to set up payment. Please try again.', limit: 'vendorRequest' })
    .inputSchema(sponsorshipRequestSchema)
    .action(async ({ parsedInput: { logoId, toolId, ...typed } }): Promise<ActionResult<{ checkoutUrl: string }>> => {
      if (billingMode() !== 'stripe') return fail('Card payments are not enabled; your placement is invoiced after approval.')
      const { payload, user } = await currentUser()
      const tool = await pickedTool(payload, user, toolId)
      if (tool === false) return fail(NOT_YOUR_TOOL)
      const values = { ...typed, toolName: tool?.name ?? typed.toolName }
      const open = await openRequest(payload, values, user)
      const sponsorship = open
        ? await payload.update({ collection: 'sponsorships', id: open.id, overrideAccess: true, data: { ...values, ...(tool ? { tool: tool.id } : {}), logo: logoId ?? null } })
        : await payload.create({
            collection: 'sponsorships',
            overrideAccess: true,
            data: { ...values, tool: tool?.id, logo: logoId, user: user?.id, billingMode: 'stripe', status: 'awaiting_payment_method' },
          })
      let checkout: Awaited<ReturnType<typeof createSponsorCheckout>>
      try {
        checkout = await createSponsorCheckout({
          sponsorshipId: sponsorship.id,
          email: values.contactEmail,
          toolName: values.toolName,
          plan: values.plan,
          customerId: sponsorship.stripeCustomerId,
        })
      } catch (error) {
        if (error instanceof Error && error.message === NO_CHECKOUT_URL) return fail(error.message)
        throw error
      }
      await payload.update({
        collection: 'sponsorships',
        id: sponsorship.id,
        overrideAccess: true,
        data: { stripeCheckoutSessionId: checkout.sessionId, stripeCustomerId: checkout.customerId },
      })
      return { ok: true, data: { checkoutUrl: checkout.checkoutUrl } }
    }),
  { invalid: INVALID_REQUEST },
)
