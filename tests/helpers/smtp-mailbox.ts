import fs from 'node:fs'
import path from 'node:path'

import type { ReceivedMail } from './smtp-message'

/** Reads the mail the e2e SMTP listener wrote to E2E_MAIL_DIR (see scripts/test-e2e.ts). */
async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run e2e tests through `npm run test:e2e`')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : []
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail
      if (match(mail)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No matching mail in ${dir} within ${timeoutMs} ms`)
}

export const mailTo = (address: string, subject: string, timeoutMs?: number) =>
  waitForMail((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject, timeoutMs)
