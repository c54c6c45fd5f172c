'use server'

import { headers } from 'next/headers'

import { validationIssues } from '@/platform/database/payload-errors'
import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { emailChangeSchema } from './account-schemas'
import { ACCOUNT_CHANGE, INVALID_FORM, updateOwnAccount, type AccountCode } from './own-account-update'

/**
 * Asks for a new sign-in address, given the current password (checked and counted as for a
 * password change): the Users hooks keep the current address, record the new one as pending and
 * mail it a confirmation link (docs/accounts.md, "E-mail change").
 */
export const requestEmailChange = settle(
  userAction
    .metadata({ name: 'email change request', ...ACCOUNT_CHANGE })
    .inputSchema(emailChangeSchema)
    .action(async ({ parsedInput: { email, currentPassword }, ctx: { payload, user } }): Promise<ActionResult<{ pendingEmail: string }, AccountCode>> => {
      if (email === user.email) {
        return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: { email: 'This is already your email address.' } }
      }
      try {
        const refused = await updateOwnAccount({ payload, user, ip: clientIp(await headers()) }, currentPassword, { email })
        return refused ?? { ok: true, data: { pendingEmail: email } }
      } catch (error) {
        const taken = validationIssues(error)?.find((issue) => issue.path === 'email')
        if (taken) return { ok: false, code: 'invalid', error: INVALID_FORM, fieldErrors: { email: taken.message } }
        throw error
      }
    }),
)
