import type { Payload, PayloadRequest } from 'payload'

import { sendMail } from '@/platform/mail/send'

import { resetPasswordMail } from '../mail/reset-password'

/**
 * Mails a reset link when `email` has an account; nothing otherwise (the caller answers the same
 * either way). Payload's own mailing path reserves the address on a second database connection
 * while its transaction holds the first, so a handful of simultaneous requests took every pooled
 * connection and waited on each other for good; here Payload only sets the token, in one
 * connection, and the mail goes after its commit.
 */
export async function mailPasswordReset(payload: Payload, email: string, req?: PayloadRequest): Promise<void> {
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, req })
  if (token) await sendMail(payload, email, resetPasswordMail(token))
}
