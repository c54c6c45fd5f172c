'use server'

import { forgotPasswordSchema, mailPasswordReset } from '@/domains/accounts'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { payloadClient } from '@/server/payload-client'

import { UNEXPECTED } from './auth-failure'

/** Mails a reset link when the address has an account; the answer is the same either way. */
export const requestPasswordReset = settle(
  publicAction
    .metadata({ name: 'password reset request', failure: UNEXPECTED, limit: 'passwordReset' })
    .inputSchema(forgotPasswordSchema)
    .action(async ({ parsedInput: { email } }): Promise<ActionResult<null>> => {
      await mailPasswordReset(await payloadClient(), email)
      return { ok: true, data: null }
    }),
)
