'use server'

import { headers } from 'next/headers'

import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { passwordChangeSchema } from './account-schemas'
import { ACCOUNT_CHANGE, updateOwnAccount, type AccountCode } from './own-account-update'

/**
 * A new password, given the current one. Payload's update then ends every other session of the
 * account and keeps this one (docs/accounts.md). A wrong current password counts towards the
 * account's sign-in back-off, so this form is no way around it.
 */
export const changePassword = settle(
  userAction
    .metadata({ name: 'password change', ...ACCOUNT_CHANGE })
    .inputSchema(passwordChangeSchema)
    .action(async ({ parsedInput: { currentPassword, newPassword }, ctx: { payload, user } }): Promise<ActionResult<null, AccountCode>> => {
      const refused = await updateOwnAccount({ payload, user, ip: clientIp(await headers()) }, currentPassword, { password: newPassword })
      return refused ?? { ok: true, data: null }
    }),
)
