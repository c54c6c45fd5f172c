'use server'

import { z } from 'zod'

import { INVALID_DIGEST_LINK, turnDigestOffByToken } from '@/domains/accounts'
import { settle, type PipelineCode } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

export type DigestUnsubscribeResult = ActionResult<{ email: string; already: boolean }, 'invalid_token' | PipelineCode>

/**
 * Turns off the follow digest of the user the mailed token names: no session needed, the token is
 * the proof (its signature is checked, so any other value is simply an invalid link). Reached only
 * by POSTs (the unsubscribe page's button and the RFC 8058 one-click route); opening the mailed
 * link only shows the page.
 */
export const unsubscribeFromDigest = settle(
  publicAction
    .metadata({ name: 'follow digest unsubscribe', failure: 'Something went wrong. Please try the link again in a moment.' })
    .inputSchema(z.unknown())
    .action(async ({ parsedInput: token }): Promise<DigestUnsubscribeResult> => {
      const outcome = await turnDigestOffByToken(await payloadClient(), token)
      if (!outcome) return { ok: false, code: 'invalid_token', error: INVALID_DIGEST_LINK }
      return { ok: true, data: { email: outcome.email, already: outcome.already } }
    }),
)

/** The unsubscribe page's button: its form carries the token of the mailed link. */
export async function unsubscribeFromDigestWithForm(_previous: DigestUnsubscribeResult | null, form: FormData): Promise<DigestUnsubscribeResult> {
  return unsubscribeFromDigest(form instanceof FormData ? form.get('token') : null)
}
