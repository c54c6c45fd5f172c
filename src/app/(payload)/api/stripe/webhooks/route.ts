import config from '@payload-config'
import { getPayload } from 'payload'

import { processStripeWebhook } from '@/lib/payments/process-webhook'

export const dynamic = 'force-dynamic'

/** Stripe webhooks; this static route wins over Payload's /api/[...slug] catch-all. */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayload({ config })
  const rawBody = await request.text()
  const result = await processStripeWebhook(payload, rawBody, request.headers.get('stripe-signature'))
  return Response.json(result.body, { status: result.status })
}
