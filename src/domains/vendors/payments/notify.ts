import type { Payload } from 'payload'

import type { VendorEmail } from '@/domains/vendors/mail/vendor-mail-layout'
import { sendMail } from '@/platform/mail/send'

/** Sends after the database work committed; a mail failure is logged, never undoes a review. */
export async function sendVendorEmail(payload: Payload, to: string, email: VendorEmail): Promise<void> {
  try {
    await sendMail(payload, to, email)
  } catch (error) {
    payload.logger.error({ err: error, to, subject: email.subject }, 'vendor email could not be sent')
  }
}
