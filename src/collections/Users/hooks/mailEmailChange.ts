import type { CollectionAfterChangeHook } from 'payload'

import { EMAIL_CHANGE_MAIL, type EmailChangeMail } from '@/lib/email-change'
import { sendMail } from '@/lib/mail/send'
import { confirmEmailChangeMail } from '@/lib/mail/templates/confirm-email-change'

/**
 * Mails the confirmation link to the new address. Inside the update's transaction: when the mail
 * can't be sent the pending change is rolled back and the caller sees the error.
 */
export const mailEmailChange: CollectionAfterChangeHook = async ({ context, req }) => {
  const mail = context[EMAIL_CHANGE_MAIL] as EmailChangeMail | undefined
  if (!mail) return
  delete context[EMAIL_CHANGE_MAIL]
  await sendMail(req.payload, mail.to, confirmEmailChangeMail(mail.token))
}
