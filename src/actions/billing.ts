'use server'

import { z } from 'zod'

import type { ActionResult } from '@/lib/payments/action-result'
import { billingMode } from '@/lib/payments/config'
import { createPortalSession } from '@/lib/payments/stripe-operations'

import { payloadAndUser } from './current-user'

const schema = z.object({ kind: z.enum(['submissions', 'sponsorships']), id: z.number().int().positive() })

/** A Stripe customer-portal session for a listing the signed-in vendor owns (update card, cancel). */
export async function openBillingPortal(input: unknown): Promise<ActionResult<{ url: string }>> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'Invalid listing' }
  if (billingMode() !== 'stripe') return { ok: false, error: 'Billing is handled by invoice; reply to your invoice email for changes.' }
  const { payload, user } = await payloadAndUser()
  if (!user) return { ok: false, error: 'Please sign in to manage billing.' }
  const doc = await payload
    .findByID({ collection: parsed.data.kind, id: parsed.data.id, depth: 0, user, overrideAccess: false })
    .catch(() => null)
  if (!doc?.stripeCustomerId) return { ok: false, error: 'No billing account is linked to this listing.' }
  try {
    const url = await createPortalSession({ customerId: doc.stripeCustomerId, returnPath: '/account/listings' })
    return { ok: true, data: { url } }
  } catch (error) {
    payload.logger.error({ err: error }, 'billing portal failed')
    return { ok: false, error: 'Billing could not be opened. Please try again.' }
  }
}
