'use server'

import { headers } from 'next/headers'

import { resetPasswordSchema } from '@/domains/accounts'
import { isPayloadApiError } from '@/platform/database/payload-errors'
import { signInGuard } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { UNEXPECTED } from './auth-failure'

/** Sets a new password from the token in the reset mail. */
export const resetPassword = settle(
  publicAction
    .metadata({ name: 'password reset', failure: UNEXPECTED, limit: 'passwordReset' })
    .inputSchema(resetPasswordSchema)
    .action(async ({ parsedInput }): Promise<ActionResult<null, 'invalid_token'>> => {
      const payload = await payloadClient()
      try {
        const { user } = await payload.resetPassword({ collection: 'users', data: parsedInput, overrideAccess: true })
        // Whoever controls the mailbox owns the account: its sign-in back-offs start over.
        if (typeof user?.email === 'string') await signInGuard.succeeded(user.email, clientIp(await headers()))
        return { ok: true, data: null }
      } catch (error) {
        if (isPayloadApiError(error)) {
          return { ok: false, code: 'invalid_token', error: 'This reset link is invalid or has expired. Please request a new one.' }
        }
        throw error
      }
    }),
)
