import type { TaskConfig } from 'payload'
import type Stripe from 'stripe'

import { applyStripeEvent } from '@/domains/vendors'

/**
 * Applies a verified Stripe webhook event that the webhook route recorded and queued. Idempotent
 * (the event row carries its outcome) and retried with backoff when Stripe or the database fails.
 */
export const processStripeEventTask: TaskConfig<'processStripeEvent'> = {
  slug: 'processStripeEvent',
  label: 'Process Stripe event',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    { name: 'eventId', type: 'text', required: true },
    { name: 'event', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const event = input.event as unknown as Stripe.Event
    if (event.id !== input.eventId) throw new Error('The queued event does not match its id')
    return { output: { outcome: await applyStripeEvent(req.payload, event) } }
  },
}
