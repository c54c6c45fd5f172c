import type { CollectionAfterChangeHook } from 'payload'

import { confirmEmailChangeMail } from '@/domains/accounts'
import type { User } from '@/payload-types'
import { sendMail } from '@/platform/mail/send'

/**
 * Mails the confirmation link to the new address when deferEmailChange just issued one (clients
 * can't write these fields, so only that hook sets them). Inside the update's transaction: when the
 * mail can't be sent the pending change is rolled back and the caller sees the error.
 */
export const mailEmailChange: CollectionAfterChangeHook = async ({ data, operation, req }) => {
  const { pendingEmail, emailChangeToken } = data as Partial<User>
  if (operation !== 'update' || !pendingEmail || !emailChangeToken) return
  await sendMail(req.payload, pendingEmail, confirmEmailChangeMail(emailChangeToken))
}
