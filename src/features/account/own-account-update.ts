import { createLocalReq, type Payload } from 'payload'

import { passwordMatches } from '@/domains/accounts'
import type { User } from '@/payload-types'
import { inTransaction } from '@/platform/database/transaction'
import { signInGuard } from '@/platform/rate-limit'
import type { ActionResult } from '@/platform/ui/action-result'

export type AccountCode = 'invalid' | 'rate_limited' | 'wrong_password' | 'refused'

/** What every account change declares: its limit per client address, its sign-in text and its failure. */
export const ACCOUNT_CHANGE = {
  limit: 'accountChange',
  signIn: 'Your session has ended. Please sign in again.',
  failure: 'Something went wrong. Please try again.',
} as const

export const INVALID_FORM = 'Please correct the highlighted fields.'
const WRONG_PASSWORD = 'Your current password is not correct.'

type Caller = { payload: Payload; user: User & { collection: 'users' }; ip: string }

/**
 * Writes `data` to the caller's own account once `currentPassword` is theirs, checked in the same
 * transaction and counted as a sign-in: the account's back-off refuses first, a wrong password
 * counts towards it. Null once written, otherwise the refusal to return; a failed write throws.
 */
export async function updateOwnAccount(
  { payload, user, ip }: Caller,
  currentPassword: string,
  data: { email: string } | { password: string },
): Promise<ActionResult<never, AccountCode> | null> {
  const backedOff = await signInGuard.refusal(user.email, ip)
  if (backedOff) return { ok: false, code: 'rate_limited', error: backedOff }
  const changed = await inTransaction(
    payload,
    async (req) => {
      if (!(await passwordMatches(payload, req, user.email, currentPassword))) return false
      await payload.update({ collection: 'users', id: user.id, data, req, user, overrideAccess: false })
      return true
    },
    await createLocalReq({ user }, payload),
  )
  if (!changed) return wrongPassword(user.email, ip, 'currentPassword')
  await signInGuard.succeeded(user.email, ip)
  return null
}

/** A wrong password counts towards the account's sign-in back-off, whichever form it was typed in. */
export async function wrongPassword(email: string, ip: string, field: string): Promise<ActionResult<never, AccountCode>> {
  await signInGuard.failed(email, ip)
  return { ok: false, code: 'wrong_password', error: WRONG_PASSWORD, fieldErrors: { [field]: WRONG_PASSWORD } }
}
