import type { Payload } from 'payload'

import { sendMail } from '@/platform/mail/send'

import { confirmEmailChangeMail } from './mail/confirm-email-change'

/**
 * Mails the link that confirms a user's pending new address, read from the committed row (the job
 * names the request by its expiry, so the token stays out of the job queue): run by
 * the `sendEmailChangeMail` job after the update that requested it, never inside its transaction
 * (a slow SMTP server holds no lock on the user). A change already confirmed, replaced by a newer
 * request or expired is not mailed; a send failure throws so the queue retries.
 */
export async function sendEmailChangeMail(payload: Payload, userId: number, expiresAt: string): Promise<'sent' | 'no longer pending'> {
  const user = await payload
    .findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, showHiddenFields: true })
    .catch(() => null)
  const expiration = user?.emailChangeExpiration
  if (!user?.pendingEmail || !user.emailChangeToken || !expiration) return 'no longer pending'
  // Another request since replaced this one (and queued its own mail), or the link has expired.
  if (Date.parse(expiration) !== Date.parse(expiresAt) || Date.parse(expiration) <= Date.now()) return 'no longer pending'
  await sendMail(payload, user.pendingEmail, confirmEmailChangeMail(user.emailChangeToken))
  return 'sent'
}
