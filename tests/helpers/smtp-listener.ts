import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { parseMail, type ReceivedMail } from './smtp-message'

export type SmtpListener = {
  url: string
  messages: ReceivedMail[]
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>
  /** Recipients refused with a permanent error (550), as a provider refuses a mailbox; change it at any time. */
  refused: Set<string>
  close: () => Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 that accepts everything but the recipients in `refused`. Messages are kept in memory and, when
 * `dir` is given, also written there as JSON files (one per message and recipient list) so
 * another process (Playwright) can read them.
 */
export async function startSmtpListener(port: number, dir?: string): Promise<SmtpListener> {
  const messages: ReceivedMail[] = []
  const refused = new Set<string>()
  const waiters = new Set<() => void>()
  if (dir) fs.mkdirSync(dir, { recursive: true })

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback()
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to)
        messages.push(mail)
        if (dir) {
          const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`)
          fs.writeFileSync(file, JSON.stringify(mail, null, 2))
        }
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length})`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
