import { randomBytes } from 'node:crypto'

import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { CONFIRMED_EMAIL_CHANGE, EMAIL_CHANGE_TTL_MS } from '@/domains/accounts'
import type { User } from '@/payload-types'

/**
 * A new email address takes effect only once its owner confirms it: the update keeps the current
 * address (still used to sign in and for mail), records the new one as pending and a link for it
 * is mailed there. Whoever holds a session can't move the account to an address they don't own.
 */
export const deferEmailChange: CollectionBeforeChangeHook = async ({ context, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || context[CONFIRMED_EMAIL_CHANGE] || typeof data.email !== 'string') return data
  const requested = data.email.trim().toLowerCase()
  const current = (originalDoc as Pick<User, 'email'> | undefined)?.email ?? ''
  data.email = current
  if (requested === current) return data

  const taken = await req.payload.count({ collection: 'users', where: { email: { equals: requested } }, overrideAccess: true, req })
  if (taken.totalDocs > 0) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'email', message: 'This email address belongs to another account.' }] })
  }
  const token = randomBytes(20).toString('hex')
  data.pendingEmail = requested
  data.emailChangeToken = token
  data.emailChangeExpiration = new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString()
  return data
}
