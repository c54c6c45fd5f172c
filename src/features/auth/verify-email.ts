'use server'

import { z } from 'zod'

import { isPayloadApiError } from '@/platform/database/payload-errors'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { isLinkToken } from '@/platform/validation/link-token'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { UNEXPECTED } from './auth-failure'

/**
 * Confirms an email address from the link in the verification mail. Only a POST (the button on
 * /auth/verify) calls this: a mail scanner that opens the link changes nothing. Whatever arrives is
 * checked as a mailed link's token, so a malformed one is an invalid link, not invalid input.
 */
export const verifyEmail = settle(
  publicAction
    .metadata({ name: 'email verification', failure: UNEXPECTED })
    .inputSchema(z.unknown())
    .action(async ({ parsedInput: token }): Promise<ActionResult<null, 'invalid_token'>> => {
      if (!isLinkToken(token)) return { ok: false, code: 'invalid_token', error: 'This verification link is invalid.' }
      const payload = await payloadClient()
      try {
        await payload.verifyEmail({ collection: 'users', token })
        return { ok: true, data: null }
      } catch (error) {
        if (!isPayloadApiError(error)) payload.logger.error({ err: error, msg: 'email verification failed' })
        return { ok: false, code: 'invalid_token', error: 'This verification link is invalid or has already been used.' }
      }
    }),
)
