import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2525'
})
vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import VerifyEmailPage from '@/app/(frontend)/auth/verify/page'
import { requestPasswordReset } from '@/features/auth/request-password-reset'
import { resetPassword } from '@/features/auth/reset-password'
import { signIn } from '@/features/auth/sign-in'
import { signUp } from '@/features/auth/sign-up'
import { verifyEmail } from '@/features/auth/verify-email'
import { createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { rest, sessionEmail } from '@tests/helpers/rest'
import { startSmtpListener, type SmtpListener } from '@tests/helpers/smtp-listener'
import { linkIn } from '@tests/helpers/smtp-message'

let payload: Payload
let smtp: SmtpListener

beforeAll(async () => {
  smtp = await startSmtpListener(2525)
  payload = await testPayload()
})
afterAll(async () => {
  await smtp.close()
})

const uniqueEmail = () => `person-${randomUUID()}@example.test`
const mailTo = (email: string, subject: string) =>
  smtp.waitFor((mail) => mail.to.includes(email.toLowerCase()) && mail.subject === subject)

/** The result of `work`, or a rejection when it takes longer than `ms`: a write blocked by a lock. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still blocked after ${ms} ms`)), ms))])
}

async function findUser(email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })
  return docs[0]
}

describe('sign-up, verification and sign-in', () => {
  it('goes from sign-up through the mailed link to a signed-in session', async () => {
    const visitor = newVisitor()
    const email = uniqueEmail()
    const signedUp = await asVisitor(visitor, () => signUp({ email: `  ${email.toUpperCase()} `, password: 'secret-pass' }))
    expect(signedUp).toEqual({ ok: true, data: { email } })

    const user = await findUser(email)
    expect(user?.roles).toEqual(['user'])
    expect(user?._verified).toBe(false)

    const before = await asVisitor(visitor, () => signIn({ email, password: 'secret-pass' }))
    expect(before).toMatchObject({ ok: false, code: 'email_not_confirmed', error: 'Email not confirmed' })

    const mail = await mailTo(email, 'Confirm your HireStack account')
    expect(mail.html).toContain('/auth/verify?token=')
    const link = linkIn(mail, '/auth/verify')
    expect(link.origin).toBe(process.env.SERVER_URL)
    // Opening the link (a GET of the page, as a mail scanner would) changes nothing.
    await VerifyEmailPage({ searchParams: Promise.resolve({ token: link.searchParams.get('token') ?? '' }) })
    expect((await findUser(email))?._verified).toBe(false)
    // The page's button posts to the action, which verifies.
    expect(await verifyEmail(link.searchParams.get('token'))).toEqual({ ok: true, data: null })
    expect((await findUser(email))?._verified).toBe(true)
    expect(await verifyEmail(link.searchParams.get('token'))).toMatchObject({ ok: false, code: 'invalid_token' })

    const after = await asVisitor(visitor, () => signIn({ email, password: 'secret-pass' }))
    expect(after).toEqual({ ok: true, data: { email } })
    const token = visitor.cookies.get('payload-token')
    expect(token).toBeTruthy()
    const { user: sessionUser } = await payload.auth({
      headers: new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }),
    })
    expect(sessionUser?.email).toBe(email)
  })

  it('commits the account before mailing: a mail server that does not answer holds no lock on the address', async () => {
    const email = uniqueEmail()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const send = payload.sendEmail.bind(payload)
    const slowSmtp = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      await answered
      return send(message)
    })
    try {
      const signingUp = asVisitor(newVisitor(), () => signUp({ email, password: 'secret-pass' }))
      await vi.waitFor(() => expect(slowSmtp).toHaveBeenCalled(), { timeout: 10_000 })
      // The account is stored while the mail waits, and a second sign-up for the address is answered at once.
      expect(await findUser(email)).toMatchObject({ _verified: false })
      expect(await within(2_000, asVisitor(newVisitor(), () => signUp({ email, password: 'other-pass' })))).toMatchObject({
        ok: false,
        code: 'account_exists',
      })
      answer()
      expect(await signingUp).toEqual({ ok: true, data: { email } })
      await mailTo(email, 'Confirm your HireStack account')
      expect(slowSmtp).toHaveBeenCalledTimes(1)
    } finally {
      answer()
      slowSmtp.mockRestore()
    }
  })

  it('makes a vendor when a company name is given', async () => {
    const email = uniqueEmail()
    const result = await asVisitor(newVisitor(), () => signUp({ email, password: 'secret-pass', companyName: ' Acme Hiring ' }))
    expect(result.ok).toBe(true)
    const user = await findUser(email)
    expect(user?.roles).toEqual(['vendor'])
    expect(user?.companyName).toBe('Acme Hiring')
  })

  it('refuses an existing account whatever the case of the address', async () => {
    const email = uniqueEmail()
    await asVisitor(newVisitor(), () => signUp({ email, password: 'secret-pass' }))
    const again = await asVisitor(newVisitor(), () => signUp({ email: email.toUpperCase(), password: 'another-pass' }))
    expect(again).toEqual({ ok: false, code: 'account_exists', error: 'Account already exists' })
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('removes the account when its confirmation mail is refused, so the address can sign up again', async () => {
    const email = uniqueEmail()
    smtp.refused.add(email)
    const refused = await asVisitor(newVisitor(), () => signUp({ email, password: 'secret-pass' }))
    expect(refused).toEqual({ ok: false, code: 'mail_failed', error: "We couldn't send the confirmation email. Please try again in a moment." })
    expect(await findUser(email)).toBeUndefined()

    smtp.refused.delete(email)
    const again = await asVisitor(newVisitor(), () => signUp({ email, password: 'secret-pass' }))
    expect(again).toEqual({ ok: true, data: { email } })
    await mailTo(email, 'Confirm your HireStack account')
    expect((await findUser(email))?._verified).toBe(false)
  })

  it('maps a wrong password and an unknown address to invalid credentials', async () => {
    const email = uniqueEmail()
    await payload.create({
      collection: 'users',
      data: { email, password: 'right-password', roles: ['user'], _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const visitor = newVisitor()
    expect(await asVisitor(visitor, () => signIn({ email, password: 'wrong-password' }))).toMatchObject({
      ok: false,
      code: 'invalid_credentials',
      error: 'Invalid login credentials',
    })
    expect(await asVisitor(visitor, () => signIn({ email: uniqueEmail(), password: 'whatever' }))).toMatchObject({
      ok: false,
      code: 'invalid_credentials',
    })
    expect(visitor.cookies.size).toBe(0)
  })

  it('rejects malformed input with field messages and stores nothing', async () => {
    const visitor = newVisitor()
    const bad = [null, 'text', 42, [], {}, { email: 'not-an-email', password: 'secret-pass' }, { email: uniqueEmail(), password: '123' }, { email: uniqueEmail(), password: 7 }]
    for (const input of bad) {
      const result = await asVisitor(visitor, () => signUp(input))
      expect(result).toMatchObject({ ok: false, code: 'invalid' })
    }
    const invalidEmail = await asVisitor(visitor, () => signUp({ email: 'not-an-email', password: '123' }))
    expect(invalidEmail.ok ? {} : invalidEmail.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
    expect(await asVisitor(visitor, () => signIn({ email: '', password: '' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { email: 'Email is required', password: 'Password is required' },
    })
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'not-an-email' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
    expect(await verifyEmail({ token: 'x' })).toMatchObject({ ok: false, code: 'invalid_token' })
    expect(await verifyEmail('f'.repeat(40))).toMatchObject({ ok: false, code: 'invalid_token' })
  })

  it('limits sign-in attempts per IP address', async () => {
    const visitor = newVisitor()
    const results = []
    // A different address each time: the per-account back-off is not what this counts.
    for (let attempt = 0; attempt < 21; attempt++) {
      results.push(await asVisitor(visitor, () => signIn({ email: uniqueEmail(), password: 'wrong-password' })))
    }
    expect(results.slice(0, 20).every((result) => !result.ok && result.code === 'invalid_credentials')).toBe(true)
    expect(results[20]).toMatchObject({ ok: false, code: 'rate_limited' })
    expect(await asVisitor(newVisitor(), () => signIn({ email: uniqueEmail(), password: 'wrong-password' }))).toMatchObject({
      code: 'invalid_credentials',
    })
  })

  it('keeps every token of sign-ins made at the same moment valid', async () => {
    const { email } = await createUser(payload)
    const visitors = Array.from({ length: 6 }, () => newVisitor())
    const results = await Promise.all(visitors.map((visitor) => asVisitor(visitor, () => signIn({ email, password: 'correct-horse-battery' }))))
    expect(results.every((result) => result.ok)).toBe(true)
    for (const visitor of visitors) expect(await sessionEmail(payload, visitor.cookies.get('payload-token'))).toBe(email)
  })

  it('does not let anonymous visitors create accounts through the REST API', async () => {
    await expect(
      payload.create({ collection: 'users', data: { email: uniqueEmail(), password: 'secret-pass', roles: ['user'] }, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('password reset', () => {
  it('mails a reset link whose token sets a new password once', async () => {
    const email = uniqueEmail()
    await payload.create({
      collection: 'users',
      data: { email, password: 'old-password', roles: ['user'], _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const visitor = newVisitor()
    expect(await asVisitor(visitor, () => requestPasswordReset({ email }))).toEqual({ ok: true, data: null })
    const mail = await mailTo(email, 'Reset your HireStack password')
    const token = linkIn(mail, '/auth/reset-password').searchParams.get('token')

    expect(await asVisitor(visitor, () => resetPassword({ token, password: '123' }))).toMatchObject({ ok: false, code: 'invalid' })
    expect(await asVisitor(visitor, () => resetPassword({ token, password: 'new-password' }))).toEqual({ ok: true, data: null })
    expect(await asVisitor(visitor, () => resetPassword({ token, password: 'third-password' }))).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
    expect(await asVisitor(visitor, () => signIn({ email, password: 'old-password' }))).toMatchObject({ code: 'invalid_credentials' })
    expect(await asVisitor(visitor, () => signIn({ email, password: 'new-password' }))).toMatchObject({ ok: true })
  })

  it("twenty reset requests to the REST API at once all answer, and the site's database stays usable", async () => {
    const known = await Promise.all(Array.from({ length: 10 }, () => createUser(payload)))
    const emails = [...known.map((user) => user.email), ...Array.from({ length: 10 }, uniqueEmail)]
    const answers = await within(
      20_000,
      Promise.all(emails.map((email, index) => rest(payload, 'POST', '/users/forgot-password', { body: { email }, ip: `203.0.113.${index + 1}` }))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200))
    expect(await within(5_000, payload.count({ collection: 'users', overrideAccess: true }))).toMatchObject({ totalDocs: expect.any(Number) })
    await Promise.all(known.map((user) => mailTo(user.email, 'Reset your HireStack password')))
  })

  it('a reset request to the REST API with a bad address is refused in words and mails nothing', async () => {
    const before = smtp.messages.length
    for (const [body, message] of [
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{}, 'Email is required'],
      [{ email: ['a@b.c'] }, 'Email is required'],
      [[], 'Email is required'],
    ] as const) {
      const answer = await rest(payload, 'POST', '/users/forgot-password', { body, ip: '203.0.113.99' })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ errors: [{ message, field: 'email' }] })
    }
    expect(smtp.messages.length).toBe(before)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail()
    const before = smtp.messages.length
    expect(await asVisitor(newVisitor(), () => requestPasswordReset({ email }))).toEqual({ ok: true, data: null })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.slice(before).some((mail) => mail.to.includes(email))).toBe(false)
    expect(await asVisitor(newVisitor(), () => requestPasswordReset({ email: 'nope' }))).toMatchObject({ ok: false, code: 'invalid' })
    expect(await asVisitor(newVisitor(), () => resetPassword({ token: '', password: 'new-password' }))).toMatchObject({
      ok: false,
      code: 'invalid',
    })
  })
})
