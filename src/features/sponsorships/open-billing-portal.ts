'use server'

import { z } from 'zod'

import { billingMode, createPortalSession } from '@/domains/vendors'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { rowIdSchema } from '@/platform/validation/row-id'
import { userAction } from '@/server/actions/action-client'

const portalSchema = z.object({ kind: z.literal('sponsorships'), id: rowIdSchema })

/** A Stripe customer-portal session for a featured placement the signed-in vendor owns (card, invoices, cancel). */
export const openBillingPortal = settle(
  userAction
    .metadata({ name: 'billing portal', failure: 'Billing could not be opened. Please try again.', signIn: 'Please sign in to manage billing.' })
    .inputSchema(portalSchema)
    .action(async ({ parsedInput, ctx: { payload, user } }): Promise<ActionResult<{ url: string }>> => {
      if (billingMode() !== 'stripe') return fail('Billing is handled by invoice; reply to your invoice email for changes.')
      // The vendor's own access proves the listing is theirs; its Stripe customer is staff-only data
      // (the field is hidden from the vendor), read here by the server alone.
      const own = await payload
        .findByID({ collection: parsedInput.kind, id: parsedInput.id, depth: 0, select: {}, user, overrideAccess: false })
        .catch(() => null)
      const customerId = own
        ? (await payload.findByID({ collection: parsedInput.kind, id: own.id, depth: 0, select: { stripeCustomerId: true }, overrideAccess: true })).stripeCustomerId
        : null
      if (!customerId) return fail('No billing account is linked to this listing.')
      const url = await createPortalSession({ customerId, returnPath: '/account' })
      return { ok: true, data: { url } }
    }),
  { invalid: 'Invalid listing' },
)
