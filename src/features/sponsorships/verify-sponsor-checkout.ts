'use server'

import { billingMode, checkoutSessionIdSchema, completedCheckout, recordCheckout } from '@/domains/vendors'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

/** /feature-tool/thank-you?session_id=…: reads the session back from Stripe and records the card. */
export const verifySponsorCheckout = settle(
  publicAction
    .metadata({ name: 'checkout verification', failure: 'There was an issue verifying your payment. Please contact support.' })
    .inputSchema(checkoutSessionIdSchema)
    .action(async ({ parsedInput: sessionId }): Promise<ActionResult<{ recorded: boolean }>> => {
      if (billingMode() !== 'stripe') return fail('Card payments are not enabled.')
      const payload = await payloadClient()
      const outcome = await recordCheckout(payload, await completedCheckout(sessionId))
      return { ok: true, data: { recorded: outcome === 'recorded' } }
    }),
  { invalid: 'Invalid checkout session' },
)
