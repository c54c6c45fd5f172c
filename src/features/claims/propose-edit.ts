'use server'

import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

import { proposeOwnerEdit } from './owner-edit-proposal'
import { ownerEditSchema } from './owner-edit-schema'

/** Files the owner's edit of their tool for an editor (docs/accounts.md, "Claims and edits"). */
export const proposeEdit = settle(
  userAction
    .metadata({
      name: 'owner edit',
      limit: 'ownerEdit',
      failure: 'Something went wrong. Please try again.',
      signIn: 'Your session has ended. Please sign in again.',
    })
    .inputSchema(ownerEditSchema)
    .action(async ({ parsedInput, ctx: { payload, user } }): Promise<ActionResult<{ message: string }>> => {
      const result = await proposeOwnerEdit(payload, user.id, parsedInput)
      return result.ok ? { ok: true, data: { message: result.message } } : { ok: false, error: result.message }
    }),
  { invalid: 'Please correct the highlighted fields.' },
)
