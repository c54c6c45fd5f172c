import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2651'
})
vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import ConfirmSubscriptionPage from '@/app/(frontend)/newsletter/confirm/page'
import { GET as openOneClick, POST as oneClick } from '@/app/(frontend)/newsletter/unsubscribe/one-click/route'
import UnsubscribePage from '@/app/(frontend)/newsletter/unsubscribe/page'
import { subscriptionByToken } from '@/features/newsletter'
import { confirmNewsletterSubscription } from '@/features/newsletter/confirm-subscription'
import { subscribeToNewsletter } from '@/features/newsletter/subscribe-to-newsletter'
import { unsubscribeFromNewsletter, unsubscribeWithForm } from '@/features/newsletter/unsubscribe-from-newsletter'
import { sqlFor } from '@/platform/database/db'
import { env } from '@/platform/env'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { startSmtpListener, type SmtpListener } from '@tests/helpers/smtp-listener'
import { linkIn } from '@tests/helpers/smtp-message'

let payload: Payload
let smtp: SmtpListener

beforeAll(async () => {
  smtp = await startSmtpListener(2651)
  payload = await testPayload()
})
afterAll(async () => {
  await smtp.close()
})

const uniqueEmail = () => `reader-${randomUUID()}@example.test`

const CONFIRM_SUBJECT = 'Confirm your HireStack newsletter subscription'
const WELCOME_SUBJECT = 'Welcome to the HireStack newsletter'

/** The confirmation mail's token for an address (the latest one mailed). */
async function confirmationToken(email: string, after = 0) {
  const mail = await smtp.waitFor((message) => message.to.includes(email) && message.subject === CONFIRM_SUBJECT && smtp.messages.indexOf(message) >= after)
  return linkIn(mail, '/newsletter/confirm').searchParams.get('token')!
}

/** A new confirmed subscriber, its welcome mail and the unsubscribe token from the mailed link. */
async function subscribed() {
  const email = uniqueEmail()
  await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))
  expect(await confirmNewsletterSubscription(await confirmationToken(email))).toEqual({ ok: true, data: { email } })
  const mail = await smtp.waitFor((message) => message.to.includes(email) && message.subject === WELCOME_SUBJECT)
  const token = linkIn(mail, '/newsletter/unsubscribe').searchParams.get('token')!
  return { email, mail, token }
}

async function subscribersWith(email: string) {
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
  return docs
}

describe('newsletter', () => {
  it('subscribes once, whatever the case and spacing of the address, mails a confirmation, and sends the welcome once confirmed', async () => {
    const email = uniqueEmail()
    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))).toEqual({ ok: true, data: { email } })
    let rows = await subscribersWith(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('pending')
    const confirmation = await smtp.waitFor((message) => message.to.includes(email))
    expect(confirmation.subject).toBe(CONFIRM_SUBJECT)
    expect(confirmation.text).toContain('Confirm my subscription: ')
    // Not a list mail: no unsubscribe headers on the confirmation.
    expect(confirmation.headers['list-unsubscribe']).toBeUndefined()

    // Unconfirmed, subscribing again mails a new link and the old one stops working.
    const first = linkIn(confirmation, '/newsletter/confirm').searchParams.get('token')!
    const count = smtp.messages.length
    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email: `  ${email.toUpperCase()}  ` }))).toEqual({ ok: true, data: { email } })
    const second = await confirmationToken(email, count)
    expect(second).not.toBe(first)
    expect(await confirmNewsletterSubscription(first)).toEqual({ ok: false, code: 'invalid_token', error: 'This confirmation link is invalid.' })
    expect((await subscribersWith(email))[0]?.status).toBe('pending')

    expect(await confirmNewsletterSubscription(second)).toEqual({ ok: true, data: { email } })
    rows = await subscribersWith(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('subscribed')
    expect(rows[0]?.confirmedAt).toBeTruthy()
    // A second press says it is done and mails nothing more.
    expect(await confirmNewsletterSubscription(second)).toEqual({ ok: true, data: { email } })

    const mail = await smtp.waitFor((message) => message.to.includes(email) && message.subject === WELCOME_SUBJECT)
    expect(mail.text).toContain('Thanks for subscribing to the HireStack newsletter.')
    expect(smtp.messages.filter((message) => message.to.includes(email) && message.subject === WELCOME_SUBJECT)).toHaveLength(1)
    expect(linkIn(mail, '/newsletter/unsubscribe').searchParams.get('token')).toBe(rows[0]?.unsubscribeToken)
    // RFC 8058: the one-click URL in List-Unsubscribe, and List-Unsubscribe-Post saying it takes one-click POSTs.
    expect(mail.headers['list-unsubscribe']).toBe(`<${new URL(`/newsletter/unsubscribe/one-click?token=${rows[0]?.unsubscribeToken}`, env.SERVER_URL)}>`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email: `  ${email.toUpperCase()}  ` }))).toEqual({
      ok: false,
      code: 'duplicate',
      error: "You're already subscribed!",
    })
  })

  it('opening the confirmation link only shows the page; expired and invalid links get a page that says so', async () => {
    const email = uniqueEmail()
    await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))
    const token = await confirmationToken(email)
    const page = await ConfirmSubscriptionPage({ searchParams: Promise.resolve({ token }) })
    expect(page.props).toMatchObject({ token, texts: { button: 'Confirm my subscription', intro: `Start the weekly HireStack newsletter at ${email}.` } })
    await ConfirmSubscriptionPage({ searchParams: Promise.resolve({ token }) })
    expect((await subscribersWith(email))[0]?.status).toBe('pending')

    const db = await sqlFor(payload)
    await db.execute(sql`UPDATE subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = ${email}`)
    const expired = await ConfirmSubscriptionPage({ searchParams: Promise.resolve({ token }) })
    expect(expired.props).toMatchObject({ title: 'This link has expired', text: 'This confirmation link has expired. Subscribe again and we will mail you a new link.' })
    expect(await confirmNewsletterSubscription(token)).toEqual({ ok: false, code: 'expired', error: 'This confirmation link has expired.' })
    expect((await subscribersWith(email))[0]?.status).toBe('pending')

    for (const bad of [undefined, '', 'short', 'a'.repeat(32), 'x'.repeat(500), ['a', 'b']]) {
      const invalid = await ConfirmSubscriptionPage({ searchParams: Promise.resolve({ token: bad }) })
      expect(invalid.props).toMatchObject({ title: 'Confirmation failed', link: { label: 'Subscribe again', href: '/newsletter' } })
    }
    for (const bad of [null, 7, { token }, "'; DROP TABLE subscribers; --"]) {
      expect(await confirmNewsletterSubscription(bad)).toMatchObject({ ok: false, code: 'invalid_token' })
    }
  })

  it('unsubscribes with the mailed token, says so again on a second click, and a new subscription needs confirming again', async () => {
    const { email, token } = await subscribed()

    expect(await unsubscribeFromNewsletter(token)).toEqual({ ok: true, data: { email, alreadyUnsubscribed: false } })
    expect((await subscribersWith(email))[0]?.status).toBe('unsubscribed')
    expect(await unsubscribeFromNewsletter(token)).toEqual({ ok: true, data: { email, alreadyUnsubscribed: true } })

    const count = smtp.messages.length
    expect(await asVisitor(newVisitor(), () => subscribeToNewsletter({ email }))).toEqual({ ok: true, data: { email } })
    const rows = await subscribersWith(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('pending')
    expect(await confirmNewsletterSubscription(await confirmationToken(email, count))).toEqual({ ok: true, data: { email } })
    expect((await subscribersWith(email))[0]?.status).toBe('subscribed')
  })

  it('opening the mailed link only shows the page; its button unsubscribes', async () => {
    const { email, token } = await subscribed()
    const page = await UnsubscribePage({ searchParams: Promise.resolve({ token }) })
    expect(page.props).toEqual({ token, email })
    expect(await subscriptionByToken(payload, token)).toEqual({ email, subscribed: true })
    // Opening the one-click URL (a GET) sends the browser to the page, and changes nothing either.
    const opened = openOneClick(new NextRequest(`http://127.0.0.1/newsletter/unsubscribe/one-click?token=${token}`))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(new URL(`/newsletter/unsubscribe?token=${token}`, env.SERVER_URL).toString())
    expect((await subscribersWith(email))[0]?.status).toBe('subscribed')

    const form = new FormData()
    form.set('token', token)
    expect(await unsubscribeWithForm(null, form)).toEqual({ ok: true, data: { email, alreadyUnsubscribed: false } })
    expect((await subscribersWith(email))[0]?.status).toBe('unsubscribed')
    const after = await UnsubscribePage({ searchParams: Promise.resolve({ token }) })
    expect(after.props).toEqual({ state: 'already', email })
  })

  it('unsubscribes with an RFC 8058 one-click POST to the List-Unsubscribe URL, no cookie or page needed', async () => {
    const { email, mail } = await subscribed()
    const url = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1]
    const post = (body: BodyInit, target = url!) =>
      oneClick(new NextRequest(target, { method: 'POST', body, headers: typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {} }))

    // Anything but the one-click body is refused and changes nothing.
    for (const body of ['', 'List-Unsubscribe=Yes', 'unsubscribe=1']) {
      const refused = await post(body)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toBe('Bad request: the body must be List-Unsubscribe=One-Click.')
    }
    expect((await subscribersWith(email))[0]?.status).toBe('subscribed')

    const multipart = new FormData()
    multipart.set('List-Unsubscribe', 'One-Click')
    const response = await post(multipart)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(await response.text()).toBe('You are unsubscribed from the HireStack newsletter.')
    expect((await subscribersWith(email))[0]?.status).toBe('unsubscribed')
    expect((await post('List-Unsubscribe=One-Click')).status).toBe(200)
  })

  it('answers a one-click POST with a bad or unknown token with a 400 and a plain message', async () => {
    const { email } = await subscribed()
    for (const query of ['', '?token=', '?token=short', `?token=${'a'.repeat(32)}`, `?token=${'x'.repeat(500)}`, '?token=%00%27']) {
      const response = await oneClick(
        new NextRequest(`http://127.0.0.1/newsletter/unsubscribe/one-click${query}`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      )
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('This unsubscribe link is invalid.')
    }
    expect((await subscribersWith(email))[0]?.status).toBe('subscribed')
    const page = await UnsubscribePage({ searchParams: Promise.resolve({ token: 'a'.repeat(32) }) })
    expect(page.props).toEqual({ state: 'failed', error: 'This unsubscribe link is invalid.' })
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
