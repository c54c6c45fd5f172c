import type { Payload } from 'payload'

import type { RevenueEmail } from '@/domains/vendors/mail/revenue-layout'

/** Sends after the database work committed; a mail failure is logged, never undoes a review. */
export async function sendRevenueEmail(payload: Payload, to: string, email: RevenueEmail): Promise<void> {
  try {
    await payload.sendEmail({ to, subject: email.subject, html: email.html, text: email.text })
  } catch (error) {
    payload.logger.error({ err: error, to, subject: email.subject }, 'revenue email could not be sent')
  }
}
