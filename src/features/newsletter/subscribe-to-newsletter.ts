'use server'

import { ConfirmationMailFailed, subscribe } from '@/domains/newsletter'
import { validationIssues } from '@/platform/database/payload-errors'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { subscribeSchema } from './subscribe-schema'

const ALREADY_SUBSCRIBED = "You're already subscribed!"

/**
 * Subscribes an address (case and surrounding spaces ignored): it is stored unconfirmed and mailed
 * a confirmation link (double opt-in); issues go only to confirmed addresses.
 */
export const subscribeToNewsletter = settle(
  publicAction
    .metadata({ name: 'newsletter subscription', failure: 'An unexpected error occurred', limit: 'newsletter' })
    .inputSchema(subscribeSchema)
    .action(async ({ parsedInput: { email } }): Promise<ActionResult<{ email: string }, 'duplicate' | 'error'>> => {
      try {
        if ((await subscribe(await payloadClient(), email)) === 'already_subscribed') return { ok: false, code: 'duplicate', error: ALREADY_SUBSCRIBED }
        return { ok: true, data: { email } }
      } catch (error) {
        if (error instanceof ConfirmationMailFailed) {
          return { ok: false, code: 'error', error: "We couldn't send the confirmation email. Please try again in a few minutes." }
        }
        // Two first subscriptions of one address at once: the unique index refuses the second.
        if (validationIssues(error)?.some((issue) => issue.path === 'email')) return { ok: false, code: 'duplicate', error: ALREADY_SUBSCRIBED }
        throw error
      }
    }),
)
