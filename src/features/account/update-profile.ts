'use server'

import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { profileSchema } from './account-schemas'
import { ACCOUNT_CHANGE } from './own-account-update'

/** Name and company, written as the user (Payload's row rule: only their own). */
export const updateProfile = settle(
  userAction
    .metadata({ name: 'profile update', ...ACCOUNT_CHANGE })
    .inputSchema(profileSchema)
    .action(async ({ parsedInput, ctx: { payload, user } }): Promise<ActionResult<{ name: string | null; companyName: string | null }>> => {
      const saved = await payload.update({ collection: 'users', id: user.id, data: parsedInput, user, overrideAccess: false })
      return { ok: true, data: { name: saved.name ?? null, companyName: saved.companyName ?? null } }
    }),
)
