import type { Payload } from 'payload'

import type { MailContent } from './layout'

/** Sends one message through Payload's mail adapter (SMTP_URL, or the local capture in development). */
export async function sendMail(
  payload: Payload,
  to: string,
  content: MailContent,
  headers?: Record<string, string>,
): Promise<void> {
  await payload.sendEmail({ to, subject: content.subject, html: content.html, text: content.text, headers })
}
