'use server'

import { headers } from 'next/headers'

import { ownerEditSchema, proposeOwnerEdit } from '@/domains/vendors'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { type ActionResult, fail, fieldErrorsOf } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

/** Files the owner's edit of their tool for an editor (docs/accounts.md, "Claims and edits"). */
export async function proposeEdit(input: unknown): Promise<ActionResult<{ message: string }>> {
  const parsed = ownerEditSchema.safeParse(input)
  if (!parsed.success) return fail('Please correct the highlighted fields.', fieldErrorsOf(parsed.error.issues))
  const { payload, user } = await currentUser()
  if (!user) return fail('Your session has ended. Please sign in again.')
  const limited = await refusal('ownerEdit', clientIp(await headers()))
  if (limited) return fail(limited)
  try {
    const result = await proposeOwnerEdit(payload, user.id, parsed.data)
    return result.ok ? { ok: true, data: { message: result.message } } : fail(result.message)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'owner edit failed' })
    return fail('Something went wrong. Please try again.')
  }
}
