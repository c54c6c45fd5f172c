import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2622'
})
vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import ConfirmEmailChangePage from '@/app/(frontend)/auth/confirm-email/page'
import { EMAIL_CHANGE_TTL_MS } from '@/domains/accounts/email-change'
import { CONFIRM_EMAIL_CHANGE_SUBJECT } from '@/domains/accounts/mail/confirm-email-change'
import { confirmEmailChange } from '@/features/auth/confirm-email-change'
import { signIn } from '@/features/auth/sign-in'
import { createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { rest } from '@tests/helpers/rest'
import { startSmtpListener, type SmtpListener } from '@tests/helpers/smtp-listener'
import { linkIn } from '@tests/helpers/smtp-message'

const PASSWORD = 'correct-horse-battery'
const uniqueEmail = () => `moved-${randomUUID()}@example.test`

let payload: Payload
let smtp: SmtpListener
beforeAll(async () => {
  smtp = await startSmtpListener(2622)
  payload = await testPayload()
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await smtp.close()
})

async function signedIn(email: string) {
  const browser = newVisitor()
  const result = await asVisitor(browser, () => signIn({ email, password: PASSWORD }))
  return { result, token: browser.cookies.get('payload-token') }
}

/** The result of `work`, or a rejection when it takes longer than `ms`: a write blocked by a lock. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still blocked after ${ms} ms`)), ms))])
}

const row = (id: number) => payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })

/** Asks, as the signed-in owner, for the account to move to `to`; the token from the mail sent there. */
async function requestChange(id: number, from: string, to: string) {
  const { token } = await signedIn(from)
  const response = await rest(payload, 'PATCH', `/users/${id}`, { token, body: { email: to, currentPassword: PASSWORD } })
  expect(response.status).toBe(200)
  const mail = await smtp.waitFor((message) => message.to.includes(to) && message.subject === CONFIRM_EMAIL_CHANGE_SUBJECT)
  return linkIn(mail, '/auth/confirm-email').searchParams.get('token')!
}

describe('an email change takes effect only once the new address confirms it', () => {
  it('keeps the old address until the link mailed to the new one is confirmed by POST', async () => {
    const { id, email } = await createUser(payload)
    const next = uniqueEmail()
    const token = await requestChange(id, email, next)

    expect(await row(id)).toMatchObject({ email, pendingEmail: next })
    expect((await signedIn(email)).result.ok).toBe(true)
    expect((await signedIn(next)).result).toMatchObject({ code: 'invalid_credentials' })

    // Opening the link (a GET, as a mail scanner would) changes nothing.
    await ConfirmEmailChangePage({ searchParams: Promise.resolve({ token }) })
    expect(await row(id)).toMatchObject({ email, pendingEmail: next })

    expect(await confirmEmailChange(token)).toEqual({ ok: true, data: { email: next } })
    expect(await row(id)).toMatchObject({ email: next, pendingEmail: null, emailChangeToken: null })
    expect((await signedIn(next)).result.ok).toBe(true)
    expect((await signedIn(email)).result).toMatchObject({ code: 'invalid_credentials' })
    expect(await confirmEmailChange(token)).toMatchObject({ ok: false, code: 'invalid_token' })
  })

  it('commits the change before mailing: a mail server that does not answer holds no lock on the user', async () => {
    const { id, email } = await createUser(payload)
    const next = uniqueEmail()
    const { token } = await signedIn(email)
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const send = payload.sendEmail.bind(payload)
    const slowSmtp = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      await answered
      return send(message)
    })
    // Only the mails to the new address: this process also runs jobs other test files queue.
    const toNext = () => slowSmtp.mock.calls.filter(([message]) => String((message as { to?: unknown } | undefined)?.to).includes(next))
    try {
      // The request checks the current password (a sign-in's hashing), so it gets more time than the row write below.
      const response = await within(5_000, rest(payload, 'PATCH', `/users/${id}`, { token, body: { email: next, currentPassword: PASSWORD } }))
      expect(response.status).toBe(200)
      expect(await row(id)).toMatchObject({ email, pendingEmail: next })
      // The queued mail job is at the mail server now; the user's row is free all the same.
      await vi.waitFor(() => expect(toNext()).toHaveLength(1), { timeout: 10_000 })
      await within(2_000, payload.update({ collection: 'users', id, data: { name: 'Renamed meanwhile' }, overrideAccess: true }))
      answer()
      const mail = await smtp.waitFor((message) => message.to.includes(next) && message.subject === CONFIRM_EMAIL_CHANGE_SUBJECT)
      const link = linkIn(mail, '/auth/confirm-email').searchParams.get('token')!
      expect(await confirmEmailChange(link)).toEqual({ ok: true, data: { email: next } })
      expect(toNext()).toHaveLength(1)
    } finally {
      answer()
      slowSmtp.mockRestore()
    }
  })

  it('refuses an address that belongs to another account and mails nothing', async () => {
    const { id, email } = await createUser(payload)
    const other = await createUser(payload)
    const { token } = await signedIn(email)
    const before = smtp.messages.length
    const response = await rest(payload, 'PATCH', `/users/${id}`, { token, body: { email: other.email.toUpperCase(), currentPassword: PASSWORD } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('This email address belongs to another account.')
    expect(await row(id)).toMatchObject({ email, pendingEmail: null })
    expect(smtp.messages.length).toBe(before)
  })

  it('ignores a pending address or token sent by the client', async () => {
    const { id, email } = await createUser(payload)
    const { token } = await signedIn(email)
    const forged = 'ab'.repeat(20)
    await rest(payload, 'PATCH', `/users/${id}`, {
      token,
      body: { pendingEmail: uniqueEmail(), emailChangeToken: forged, emailChangeExpiration: new Date(Date.now() + 60_000).toISOString() },
    })
    expect(await row(id)).toMatchObject({ email, pendingEmail: null, emailChangeToken: null })
    expect(await confirmEmailChange(forged)).toMatchObject({ ok: false, code: 'invalid_token' })
  })

  it('lets the link expire and rejects malformed tokens', async () => {
    const { id, email } = await createUser(payload)
    const token = await requestChange(id, email, uniqueEmail())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + EMAIL_CHANGE_TTL_MS + 1_000)
    expect(await confirmEmailChange(token)).toMatchObject({ ok: false, code: 'invalid_token' })
    vi.useRealTimers()
    for (const bad of [null, '', 'x', { token }, 'g'.repeat(40), `${token}' OR 1=1`]) {
      expect(await confirmEmailChange(bad)).toMatchObject({ ok: false, code: 'invalid_token' })
    }
    expect((await row(id)).email).toBe(email)
  })

  it('fails cleanly when the new address was taken before the confirmation', async () => {
    const { id, email } = await createUser(payload)
    const next = uniqueEmail()
    const token = await requestChange(id, email, next)
    await createUser(payload, ['user'], next)
    expect(await confirmEmailChange(token)).toMatchObject({ ok: false, code: 'email_taken' })
    expect((await row(id)).email).toBe(email)
  })
})
