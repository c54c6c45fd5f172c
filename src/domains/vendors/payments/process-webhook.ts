import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { inTransaction } from '@/platform/database/transaction'
import { QUEUES } from '@/platform/jobs/queues'

import { stripeSettings } from './config'
import { stripeClient } from './stripe-client'

export type WebhookResponse = { status: number; body: Record<string, unknown> }

const seen = async (payload: Payload, eventId: string) =>
  (await payload.count({ collection: 'stripe-events', where: { eventId: { equals: eventId } }, overrideAccess: true })).totalDocs > 0

/**
 * Verifies the signature, then records the event id (unique) and queues its work in one
 * transaction, and answers at once. A redelivery, or two deliveries at the same moment, meets the
 * unique event id and queues nothing; the `processStripeEvent` job does the work with retries.
 */
export async function receiveStripeWebhook(payload: Payload, rawBody: string, signature: string | null): Promise<WebhookResponse> {
  const settings = stripeSettings()
  if (!settings) return { status: 404, body: { error: 'Stripe is not configured' } }
  if (!signature) return { status: 400, body: { error: 'Missing Stripe-Signature header' } }
  let event: Stripe.Event
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
  } catch {
    return { status: 400, body: { error: 'Invalid signature' } }
  }

  if (await seen(payload, event.id)) return { status: 200, body: { received: true, duplicate: true } }
  try {
    await inTransaction(payload, async (req) => {
      await payload.create({ collection: 'stripe-events', data: { eventId: event.id, type: event.type }, req, overrideAccess: true })
      await payload.jobs.queue({
        task: 'processStripeEvent',
        input: { eventId: event.id, event: event as unknown as Record<string, unknown> },
        queue: QUEUES.default,
        req,
      })
    })
  } catch (error) {
    // The unique event id lost a race with a parallel delivery of the same event: that one queued it.
    if (await seen(payload, event.id)) return { status: 200, body: { received: true, duplicate: true } }
    payload.logger.error({ err: error, event: event.id, type: event.type }, 'stripe webhook could not be recorded')
    // A 500 makes Stripe deliver the event again later; nothing of it was stored.
    return { status: 500, body: { error: 'Event could not be recorded' } }
  }
  return { status: 200, body: { received: true } }
}
