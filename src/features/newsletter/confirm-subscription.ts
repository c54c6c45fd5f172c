'use server'

import { z } from 'zod'

import { confirmSubscription, EXPIRED_CONFIRM_LINK, INVALID_CONFIRM_LINK } from '@/domains/newsletter'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

/**
 * The confirmation page's button (a POST; opening the mailed link only shows the page). Needs no
 * session: the mailed token is the proof, and any value that is not a live token is an invalid link.
 */
export const confirmNewsletterSubscription = settle(
  publicAction
    .metadata({ name: 'newsletter confirmation', failure: 'Something went wrong. Please try the link again in a moment.' })
    .inputSchema(z.unknown())
    .action(async ({ parsedInput: token }): Promise<ActionResult<{ email: string }, 'invalid_token' | 'expired'>> => {
      const result = await confirmSubscription(await payloadClient(), token)
      if (result.state === 'confirmed') return { ok: true, data: { email: result.email } }
      if (result.state === 'expired') return { ok: false, code: 'expired', error: EXPIRED_CONFIRM_LINK }
      return { ok: false, code: 'invalid_token', error: INVALID_CONFIRM_LINK }
    }),
)
