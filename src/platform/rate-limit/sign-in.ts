import { createHash } from 'node:crypto'

import type { Pool } from 'pg'

import { createBackOff } from './back-off'
import { SIGN_IN_BACK_OFF } from './rules'

export type SignInGuard = {
  /** Before a password is checked: null when the account may be tried from `ip`, else why not. */
  refusal: (email: string, ip: string) => Promise<string | null>
  /** After a wrong password (or an unknown address). */
  failed: (email: string, ip: string) => Promise<void>
  /** After a correct password, or a password reset. */
  succeeded: (email: string, ip: string) => Promise<void>
}

/** Keys are hashes: they fit the table's key column, and the table holds no addresses in clear. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex')
const accountOf = (email: string) => email.trim().toLowerCase()

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
const accountBackOffMessage = (waitMs: number) =>
  `Too many failed sign-in attempts for this account. Try again in ${minutes(waitMs)} minute${minutes(waitMs) === 1 ? '' : 's'} or reset your password.`

/**
 * Sign-in throttling by account for the site's form and Payload's REST login alike (both apply the
 * per-address `signIn` limit first): two back-offs on failures, the account from this address and
 * the account from anywhere. There is no hard lock: a stranger's failures slow down the stranger, and the
 * account-wide back-off needs many addresses and stays short (SIGN_IN_BACK_OFF).
 */
export function createSignInGuard(pool: Pool): SignInGuard {
  const fromAddress = createBackOff(pool, 'signInAccountFromAddress', SIGN_IN_BACK_OFF.accountFromAddress)
  const fromAnywhere = createBackOff(pool, 'signInAccount', SIGN_IN_BACK_OFF.account)
  return {
    async refusal(email, ip) {
      const account = accountOf(email)
      const waitMs = Math.max(await fromAddress.waitMs(keyOf(account, ip)), await fromAnywhere.waitMs(keyOf(account)))
      return waitMs > 0 ? accountBackOffMessage(waitMs) : null
    },
    async failed(email, ip) {
      const account = accountOf(email)
      await Promise.all([fromAddress.fail(keyOf(account, ip)), fromAnywhere.fail(keyOf(account))])
    },
    async succeeded(email, ip) {
      const account = accountOf(email)
      await Promise.all([fromAddress.reset(keyOf(account, ip)), fromAnywhere.reset(keyOf(account))])
    },
  }
}
