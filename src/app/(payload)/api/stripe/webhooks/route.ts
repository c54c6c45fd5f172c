import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveStripeWebhook } from '@/domains/vendors'

export const dynamic = 'force-dynamic'

/**
 * Stripe webhooks; this static route wins over Payload's /api/[...slug] catch-all. `cron: true`
 * starts the in-app queue runner where it is enabled (development), so queued events get applied
 * without the separate worker.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayload({ config, cron: true })
  const rawBody = await request.text()
  const result = await receiveStripeWebhook(payload, rawBody, request.headers.get('stripe-signature'))
  return Response.json(result.body, { status: result.status })
}
