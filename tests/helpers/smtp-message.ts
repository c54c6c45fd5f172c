/**
 * Just enough MIME for the mail this app sends (nodemailer output): headers, multipart parts,
 * quoted-printable and base64 bodies. Shared by the SMTP listener and the e2e mailbox reader.
 */
export type ReceivedMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  receivedAt: string
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/)
  const headText = index === -1 ? raw : raw.slice(0, index)
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '')
  const head: Record<string, string> = {}
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { head, body }
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  )
}

function collectParts(raw: string, into: { text: string; html: string }) {
  const { head, body } = splitHead(raw)
  const type = head['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      collectParts(part.replace(/^\r?\n/, ''), into)
    }
    return
  }
  const decoded = decodeBody(body, head['content-transfer-encoding']).trimEnd()
  if (type.toLowerCase().startsWith('text/html')) into.html ||= decoded
  else if (type.toLowerCase().startsWith('text/plain')) into.text ||= decoded
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { head } = splitHead(raw)
  const parts = { text: '', html: '' }
  collectParts(raw, parts)
  return {
    to,
    from: head.from ?? '',
    subject: decodeWords(head.subject ?? ''),
    text: parts.text,
    html: parts.html,
    headers: head,
    receivedAt: new Date().toISOString(),
  }
}

/** The first link in a mail's text part whose path starts with `path`. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0])
    if (url.pathname.startsWith(path)) return url
  }
  throw new Error(`No ${path} link in mail "${mail.subject}"`)
}
