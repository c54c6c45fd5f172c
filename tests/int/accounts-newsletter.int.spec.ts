import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2526'
})
vi.mock('next/headers', () => import('../helpers/next-request'))

import { subscribeToNewsletter, unsubscribeFromNewsletter } from '@/actions/newsletter'

import { asVisitor, newVisitor } from '../helpers/next-request'
import { testPayload } from '../helpers/payload'
import { linkIn } from '../helpers/smtp-message'
import { startSmtpListener, type SmtpListener } from '../helpers/smtp-listener'

let payload: Payload
let smtp: SmtpListener

beforeAll(async () => {
  smtp = await startSmtpListener(2526)
  payload = await testPayload()
})
afterAll(async () => {
  await smtp.close()
})

const uniqueEmail = () => `reader-${randomUUID()}@example.test`

async function subscribersWith(email: string) {
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
  return docs
}

describe('newsletter', () => {
  it('subscribes once, whatever the case and spacing of the address, and mails a welcome', async () => {
    const email = uniqueEmail()
    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))).toEqual({ ok: true, data: { email } })
    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email: `  ${email.toUpperCase()}  ` }))).toEqual({
      ok: false,
      code: 'duplicate',
      error: "You're already subscribed!",
    })
    const rows = await subscribersWith(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('subscribed')

    const mail = await smtp.waitFor((message) => message.to.includes(email))
    expect(mail.subject).toBe('Welcome to the HireStack newsletter')
    expect(mail.text).toContain('Thanks for subscribing to the HireStack newsletter.')
    expect(mail.headers['list-unsubscribe']).toContain('/newsletter/unsubscribe?token=')
    expect(linkIn(mail, '/newsletter/unsubscribe').searchParams.get('token')).toBe(rows[0]?.unsubscribeToken)
  })

  it('unsubscribes with the mailed token, says so again on a second click, and can subscribe again', async () => {
    const email = uniqueEmail()
    await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))
    const mail = await smtp.waitFor((message) => message.to.includes(email))
    const token = linkIn(mail, '/newsletter/unsubscribe').searchParams.get('token')

    expect(await unsubscribeFromNewsletter(token)).toEqual({ ok: true, data: { email, alreadyUnsubscribed: false } })
    expect((await subscribersWith(email))[0]?.status).toBe('unsubscribed')
    expect(await unsubscribeFromNewsletter(token)).toEqual({ ok: true, data: { email, alreadyUnsubscribed: true } })

    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))).toEqual({ ok: true, data: { email } })
    const rows = await subscribersWith(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('subscribed')
  })

  it('refuses bad tokens without changing anything', async () => {
    for (const token of [undefined, null, '', 'short', 'x'.repeat(500), "'; DROP TABLE subscribers; --", { token: 'abc' }]) {
      expect(await unsubscribeFromNewsletter(token)).toMatchObject({ ok: false, code: 'invalid_token', error: 'This unsubscribe link is invalid.' })
    }
    expect(await unsubscribeFromNewsletter('a'.repeat(32))).toMatchObject({ ok: false, code: 'invalid_token' })
  })

  it('rejects malformed bodies with a clear message and stores nothing', async () => {
    const before = await payload.count({ collection: 'subscribers', overrideAccess: true })
    for (const input of [null, 'a@b.co', 7, [], {}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: `${'a'.repeat(250)}@example.test` }]) {
      const result = await asVisitor(newVisitor(), () => subscribeToNewsletter(input))
      expect(result).toMatchObject({ ok: false, code: 'invalid' })
    }
    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email: 'not-an-email' }))).toMatchObject({
      error: 'Please enter a valid email address',
    })
    const after = await payload.count({ collection: 'subscribers', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('limits subscriptions per IP address', async () => {
    const visitor = newVisitor()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await asVisitor(visitor, () => subscribeToNewsletter({ email: uniqueEmail() }))).toMatchObject({ ok: true })
    }
    const email = uniqueEmail()
    expect(await asVisitor(visitor, () => subscribeToNewsletter({ email }))).toMatchObject({ ok: false, code: 'rate_limited' })
    expect(await subscribersWith(email)).toHaveLength(0)
  })

  it('keeps subscribers private from the API', async () => {
    await expect(payload.find({ collection: 'subscribers', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({ collection: 'subscribers', data: { email: uniqueEmail(), status: 'subscribed' }, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})
