import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { stripeSettings } from './config'
import { sendRevenueEmail } from './notify'
import { stripeClient } from './stripe-client'
import { type HandledEvent, handleStripeEvent } from './webhook-events'

export type WebhookResponse = { status: number; body: Record<string, unknown> }

/**
 * Verifies the signature, then records the event id and applies its changes in one transaction:
 * a redelivery (or two deliveries at once) hits the unique event id and changes nothing.
 */
export async function processStripeWebhook(payload: Payload, rawBody: string, signature: string | null): Promise<WebhookResponse> {
  const settings = stripeSettings()
  if (!settings) return { status: 404, body: { error: 'Stripe is not configured' } }
  if (!signature) return { status: 400, body: { error: 'Missing Stripe-Signature header' } }
  let event: Stripe.Event
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
  } catch {
    return { status: 400, body: { error: 'Invalid signature' } }
  }

  const seen = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
  if (seen.totalDocs > 0) return { status: 200, body: { received: true, duplicate: true } }

  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter does not support transactions')
  const req = { transactionID }
  let handled: HandledEvent
  try {
    const record = await payload.create({
      collection: 'stripe-events',
      data: { eventId: event.id, type: event.type },
      req,
      overrideAccess: true,
    })
    handled = await handleStripeEvent(payload, event, req)
    await payload.update({ collection: 'stripe-events', id: record.id, data: { outcome: handled.outcome.slice(0, 500) }, req, overrideAccess: true })
    await payload.db.commitTransaction(transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    const again = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
    if (again.totalDocs > 0) return { status: 200, body: { received: true, duplicate: true } }
    payload.logger.error({ err: error, event: event.id, type: event.type }, 'stripe webhook failed')
    // A 500 makes Stripe redeliver the event later; nothing of it was stored.
    return { status: 500, body: { error: 'Event could not be processed' } }
  }
  if (handled.mail) await sendRevenueEmail(payload, handled.mail.to, handled.mail.email)
  return { status: 200, body: { received: true, outcome: handled.outcome } }
}
