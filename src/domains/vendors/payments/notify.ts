import type { Payload } from 'payload'

import type { RevenueEmail } from '@/domains/vendors/mail/revenue-layout'
import { sendMail } from '@/platform/mail/send'

/** Sends after the database work committed; a mail failure is logged, never undoes a review. */
export async function sendRevenueEmail(payload: Payload, to: string, email: RevenueEmail): Promise<void> {
  try {
    await sendMail(payload, to, email)
  } catch (error) {
    payload.logger.error({ err: error, to, subject: email.subject }, 'revenue email could not be sent')
  }
}
