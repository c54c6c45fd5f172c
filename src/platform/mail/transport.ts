import fs from 'node:fs'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '@/platform/env'

const MAIL_CAPTURE_DIR = path.join(env.DATA_DIR, 'mail')

/**
 * Without SMTP_URL, development mail is never dropped: each message is written as an .eml file
 * under DATA_DIR/mail/ (.data/mail/ by default; open it in any mail client, or read it as text) and its path is logged.
 */
function captureTransport(): Transporter {
  return nodemailer.createTransport({
    name: 'hirestack-capture',
    version: '1',
    send(mail, callback) {
      fs.mkdirSync(MAIL_CAPTURE_DIR, { recursive: true })
      const file = path.join(MAIL_CAPTURE_DIR, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`)
      const out = fs.createWriteStream(file)
      mail.message
        .createReadStream()
        .pipe(out)
        .on('finish', () => {
          console.info(`[mail] captured "${String(mail.data.subject ?? '')}" to ${file}`)
          const envelope = mail.message.getEnvelope()
          callback(null, {
            envelope,
            messageId: mail.message.messageId(),
            accepted: envelope.to,
            rejected: [],
            pending: [],
            response: `captured to ${file}`,
          })
        })
        .on('error', (error) => callback(error, undefined as never))
    },
  })
}

export function mailTransport(smtpUrl: string | undefined): Transporter {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : captureTransport()
}
