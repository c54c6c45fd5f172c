import type { Payload, PayloadRequest } from 'payload'

import { loginRefusal } from '@/platform/database/payload-errors'

import { lockAccountForSignIn } from './sign-in-lock'

/**
 * Whether `password` is the account's, checked by Payload's own login inside the caller's
 * transaction (`req`), with the account's row locked first (sign-in-lock.ts). The login adds a
 * session to the row; the caller's next write in the same transaction drops it again (a password
 * change keeps only the asking session, a deletion removes them all), and a wrong password
 * changes nothing.
 */
export async function passwordMatches(payload: Payload, req: PayloadRequest, email: string, password: string): Promise<boolean> {
  await lockAccountForSignIn(payload, req, email)
  try {
    await payload.login({ collection: 'users', data: { email, password }, req })
    return true
  } catch (error) {
    if (loginRefusal(error) === 'wrongCredentials') return false
    throw error
  }
}
