import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { selectRow } from '@/platform/database/typed-rows'

import { sendVendorEmail } from './notify'
import { type HandledEvent, handleStripeEvent, stripeReadsFor } from './webhook-events'

/** An event whose outcome is recorded needs no Stripe reads; the locked check below decides for certain. */
async function alreadyApplied(payload: Payload, eventId: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'stripe-events',
    where: { eventId: { equals: eventId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return Boolean(docs[0]?.outcome)
}

/**
 * The work of one recorded Stripe event, run by the `processStripeEvent` job. Stripe is read first,
 * outside any transaction; then the event's row is locked while its changes are made and gets its
 * outcome in the same transaction, so a retried or doubled job applies the event once. A throw
 * rolls back and the queue retries later.
 */
export async function applyStripeEvent(payload: Payload, event: Stripe.Event): Promise<string> {
  if (await alreadyApplied(payload, event.id)) return 'already processed'
  const reads = await stripeReadsFor(event)
  const handled = await inTransaction(payload, async (req): Promise<HandledEvent | null> => {
    const db = await sqlFor(payload, req)
    const record = await selectRow(db, 'a recorded Stripe event', z.object({ id: z.number(), outcome: z.string().nullable() }), sql`
      SELECT id, outcome FROM stripe_events WHERE event_id = ${event.id} FOR UPDATE`)
    if (!record) throw new Error(`Stripe event ${event.id} was not recorded`)
    if (record.outcome) return null
    const result = await handleStripeEvent(payload, event, reads, req)
    await payload.update({
      collection: 'stripe-events',
      id: record.id,
      data: { outcome: result.outcome.slice(0, 500) },
      req,
      overrideAccess: true,
    })
    return result
  })
  if (!handled) return 'already processed'
  if (handled.mail) await sendVendorEmail(payload, handled.mail.to, handled.mail.email)
  return handled.outcome
}
