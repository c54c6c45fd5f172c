'use server'

import { INVALID_UNSUBSCRIBE_LINK, newsletterTokenSchema } from '@/domains/newsletter'
import { settle, type PipelineCode } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

type UnsubscribeOutcome = { email: string; alreadyUnsubscribed: boolean }
export type UnsubscribeResult = ActionResult<UnsubscribeOutcome, 'invalid_token' | PipelineCode>

/**
 * Unsubscribes the reader whose token this is; needs no session, the mailed token is the proof.
 * Reached only by POSTs: the unsubscribe page's button and the one-click route (RFC 8058). Opening
 * the mailed link (a GET, which mail scanners do too) only shows the page. A malformed token is an
 * invalid link (its own message and code), not invalid input, so the schema turns it into null.
 */
export const unsubscribeFromNewsletter = settle(
  publicAction
    .metadata({ name: 'newsletter unsubscribe', failure: 'Something went wrong. Please try the link again in a moment.' })
    .inputSchema(newsletterTokenSchema.nullable().catch(null))
    .action(async ({ parsedInput: token }): Promise<UnsubscribeResult> => {
      if (token === null) return { ok: false, code: 'invalid_token', error: INVALID_UNSUBSCRIBE_LINK }
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'subscribers',
        where: { unsubscribeToken: { equals: token } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const subscriber = docs[0]
      if (!subscriber) return { ok: false, code: 'invalid_token', error: INVALID_UNSUBSCRIBE_LINK }
      if (subscriber.status === 'unsubscribed') return { ok: true, data: { email: subscriber.email, alreadyUnsubscribed: true } }
      await payload.update({
        collection: 'subscribers',
        id: subscriber.id,
        // The confirmation link dies with the subscription: subscribing again mails a new one.
        data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString(), confirmToken: null, confirmExpiresAt: null },
        overrideAccess: true,
      })
      return { ok: true, data: { email: subscriber.email, alreadyUnsubscribed: false } }
    }),
)

/** The unsubscribe page's button: its form carries the token of the mailed link. */
export async function unsubscribeWithForm(_previous: UnsubscribeResult | null, form: FormData): Promise<UnsubscribeResult> {
  return unsubscribeFromNewsletter(form instanceof FormData ? form.get('token') : null)
}
