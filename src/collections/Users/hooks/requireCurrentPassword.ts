import { APIError, createLocalReq, ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { passwordMatches } from '@/domains/accounts'
import type { User } from '@/payload-types'
import { signInGuard } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'

/** Where an API caller puts the current password when changing their own password or address. */
const CURRENT_PASSWORD = 'currentPassword'

const NEEDED = 'Your current password is needed for this change: change it on your account page (/account).'
const WRONG = 'Your current password is not correct.'

/**
 * A session alone must not be enough to take an account: through the API (REST and the admin),
 * changing one's own password or sign-in address needs the current password, sent as
 * `currentPassword` and checked like a sign-in (the account's back-off applies, and a wrong one
 * counts towards it). The site's /account forms ask for it and check it themselves before calling
 * the local API (src/features/account/). An admin changing another account's password or address
 * is a staff action and needs none (the account's sessions end; a new address still has to be
 * confirmed from the mail sent to it).
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const given: unknown = data[CURRENT_PASSWORD]
  delete data[CURRENT_PASSWORD]
  if (operation !== 'update' || req.payloadAPI === 'local') return data
  const account = originalDoc as Pick<User, 'id' | 'email'>
  if (req.user?.collection !== 'users' || String(req.user.id) !== String(account.id)) return data
  const newPassword = typeof data.password === 'string' && data.password !== ''
  const newEmail = typeof data.email === 'string' && data.email.trim().toLowerCase() !== account.email
  if (!newPassword && !newEmail) return data

  const path = newPassword ? 'password' : 'email'
  if (typeof given !== 'string' || given === '') {
    throw new ValidationError({ collection: 'users', errors: [{ path, message: NEEDED }] })
  }
  const ip = clientIp(req.headers)
  const backedOff = await signInGuard.refusal(account.email, ip)
  if (backedOff) throw new APIError(backedOff, 429, undefined, true)
  // The check signs in on a request of its own in this write's transaction: a sign-in on this
  // request would make it the new session's, and the password change would keep that session
  // instead of the caller's.
  const check = await createLocalReq({ req: { transactionID: req.transactionID } }, req.payload)
  if (!(await passwordMatches(req.payload, check, account.email, given))) {
    await signInGuard.failed(account.email, ip)
    throw new ValidationError({ collection: 'users', errors: [{ path: CURRENT_PASSWORD, message: WRONG }] })
  }
  await signInGuard.succeeded(account.email, ip)
  return data
}
