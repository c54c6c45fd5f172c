import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const SMTP_PORT = 2661
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2661'
})
vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { GET as openOneClick, POST as oneClick } from '@/app/(frontend)/account/digest/unsubscribe/one-click/route'
import { GET as followsRoute } from '@/app/(frontend)/me/follows/route'
import { digestStateByToken, digestToken, followDigestSubject, sendFollowDigests } from '@/domains/accounts'
import { followList } from '@/features/follows'
import { setFollow } from '@/features/follows/set-follow'
import { setFollowDigest } from '@/features/follows/set-follow-digest'
import { sqlFor } from '@/platform/database/db'
import { env } from '@/platform/env'
import { createIntegration, createTool, createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { rest } from '@tests/helpers/rest'
import { siteSignIn } from '@tests/helpers/site-session'
import { startSmtpListener, type SmtpListener } from '@tests/helpers/smtp-listener'
import { linkIn, type ReceivedMail } from '@tests/helpers/smtp-message'

const DAY = 24 * 60 * 60 * 1000

let payload: Payload
let smtp: SmtpListener
beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpListener(SMTP_PORT)
})
afterAll(() => smtp?.close())

async function signedInUser() {
  const user = await createUser(payload)
  return { user, ...(await siteSignIn(user.email)) }
}

const newCategory = () => payload.create({ collection: 'categories', data: { name: `Follow ${randomUUID().slice(0, 8)}` }, overrideAccess: true, context: { seedWrite: true } })
const newIntegration = () => createIntegration(payload, 'Connects')
const followed = async (token?: string) => {
  const response = await followsRoute(new Request('http://localhost/me/follows', { headers: { 'sec-fetch-site': 'same-origin', ...(token ? { cookie: `payload-token=${token}` } : {}) } }))
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return (await response.json()) as { signedIn: boolean; categories: number[]; integrations: number[] }
}
const mailsTo = (email: string) =>
  smtp.messages.filter((mail: ReceivedMail) => mail.to.includes(email.toLowerCase())).map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }))
const digestOff = async (userId: number) =>
  (await (await sqlFor(payload)).execute(sql`SELECT follow_digest_off FROM users WHERE id = ${userId}`)).rows[0]!.follow_digest_off

describe('follows', { timeout: 120_000 }, () => {
  it('follows once however often asked, lists what is followed, and unfollows', async () => {
    const { user, token, as } = await signedInUser()
    const [category, integration] = [await newCategory(), await newIntegration()]
    const results = await Promise.all(Array.from({ length: 4 }, () => as(() => setFollow({ kind: 'category', targetId: category.id, followed: true }))))
    expect(results.every((result) => result.ok)).toBe(true)
    await as(() => setFollow({ kind: 'integration', targetId: integration.id, followed: true }))
    expect(await followed(token)).toEqual({ signedIn: true, categories: [category.id], integrations: [integration.id] })
    expect(await followList(payload, user)).toEqual([
      { kind: 'integration', targetId: integration.id, name: integration.name, href: `/integrations/${integration.slug}` },
      { kind: 'category', targetId: category.id, name: category.name, href: `/categories/recruiter/${category.slug}` },
    ])

    expect(await as(() => setFollow({ kind: 'category', targetId: category.id, followed: false }))).toEqual({
      ok: true,
      data: { kind: 'category', targetId: category.id, followed: false },
    })
    expect(await followed(token)).toEqual({ signedIn: true, categories: [], integrations: [integration.id] })
    expect(await followed()).toEqual({ signedIn: false, categories: [], integrations: [] })
  })

  it('a user never reads or deletes the follows of another, and a follow names exactly one thing', async () => {
    const owner = await signedInUser()
    const stranger = await signedInUser()
    const [category, integration] = [await newCategory(), await newIntegration()]
    await owner.as(() => setFollow({ kind: 'category', targetId: category.id, followed: true }))
    const row = (await payload.find({ collection: 'follows', where: { user: { equals: owner.user.id } }, overrideAccess: true })).docs[0]!

    expect(await followed(stranger.token)).toEqual({ signedIn: true, categories: [], integrations: [] })
    expect(((await (await rest(payload, 'GET', '/follows', { token: stranger.token })).json()) as { totalDocs: number }).totalDocs).toBe(0)
    expect((await rest(payload, 'GET', `/follows/${row.id}`, { token: stranger.token })).status).toBe(404)
    expect((await rest(payload, 'DELETE', `/follows/${row.id}`, { token: stranger.token })).status).toBe(403)
    expect((await rest(payload, 'POST', '/follows', { token: stranger.token, body: { category: category.id, user: owner.user.id } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/follows', { body: { category: category.id } })).status).toBe(403)
    const both = await rest(payload, 'POST', '/follows', { token: stranger.token, body: { category: category.id, integration: integration.id } })
    expect(both.status).toBe(400)
    expect(await both.text()).toContain('Follow either a category or an integration.')
    expect((await rest(payload, 'POST', '/follows', { token: stranger.token, body: {} })).status).toBe(400)
    expect(await payload.count({ collection: 'follows', where: { user: { in: [owner.user.id, stranger.user.id] } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
  })

  it('refuses a signed-out caller, bad input and unknown targets, changing nothing', async () => {
    const category = await newCategory()
    expect(await asVisitor(newVisitor(), () => setFollow({ kind: 'category', targetId: category.id, followed: true }))).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      error: 'Please sign in to follow',
    })
    const { user, as } = await signedInUser()
    for (const input of [null, 'x', { kind: 'tool', targetId: 1, followed: true }, { kind: 'category', targetId: -1, followed: true }, { kind: 'category', targetId: category.id }]) {
      expect(await as(() => setFollow(input))).toMatchObject({ ok: false, code: 'invalid' })
    }
    expect(await as(() => setFollow({ kind: 'integration', targetId: 2_000_000_000, followed: true }))).toMatchObject({ ok: false, code: 'not_found', error: 'Integration not found' })
    expect(await as(() => setFollowDigest({ off: 'yes' }))).toMatchObject({ ok: false, code: 'invalid' })
    expect(await payload.count({ collection: 'follows', where: { user: { equals: user.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })
})

describe('the daily follow digest', { timeout: 180_000 }, () => {
  it('mails each new approved tool in what a user follows once, in one mail a day', async () => {
    const { user, as } = await signedInUser()
    const bystander = await signedInUser()
    const [category, otherCategory, integration] = [await newCategory(), await newCategory(), await newIntegration()]
    const before = await createTool(payload, { category: category.id })
    await as(() => setFollow({ kind: 'category', targetId: category.id, followed: true }))
    await as(() => setFollow({ kind: 'integration', targetId: integration.id, followed: true }))

    const inCategory = await createTool(payload, { category: otherCategory.id, categories: [category.id], description: 'Screens <b>candidates</b>.' })
    const inBoth = await createTool(payload, { category: category.id, integrations: [integration.id] })
    const draft = await createTool(payload, { category: category.id, _status: 'draft' })
    const elsewhere = await createTool(payload, { category: otherCategory.id })
    // Published again after an edit: still first published before the follow.
    await payload.update({ collection: 'tools', id: before.id, data: { description: 'Edited', _status: 'published' }, overrideAccess: true, context: { seedWrite: true } })

    const today = new Date()
    await sendFollowDigests(payload, today)
    const [mail, ...more] = mailsTo(user.email)
    expect(more).toEqual([])
    expect(mailsTo(bystander.user.email)).toEqual([])
    expect(mail!.subject).toBe(followDigestSubject(2))
    expect(mail!.text).toContain(inCategory.name)
    expect(mail!.text).toContain(`New in ${category.name}\n`)
    expect(mail!.text).toContain(`${inBoth.name}\nNew in ${[category.name, integration.name].sort().join(', ')}`)
    for (const absent of [before, draft, elsewhere]) expect(mail!.text).not.toContain(absent.name)
    expect(mail!.html).toContain('Screens &lt;b&gt;candidates&lt;/b&gt;.')
    expect(linkIn(mail!, `/tools/${inBoth.slug}`).pathname).toBe(`/tools/${inBoth.slug}`)
    const token = digestToken(user.id)
    expect(mail!.headers['list-unsubscribe']).toBe(`<${new URL(`/account/digest/unsubscribe/one-click?token=${token}`, env.SERVER_URL).toString()}>`)
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(linkIn(mail!, '/account/digest/unsubscribe').searchParams.get('token')).toBe(token)

    // The same day: nothing more, even with a new tool. The next day: only what is new.
    const later = await createTool(payload, { category: category.id })
    await sendFollowDigests(payload, new Date())
    expect(mailsTo(user.email)).toHaveLength(1)
    await sendFollowDigests(payload, new Date(Date.now() + DAY))
    const next = mailsTo(user.email)[1]!
    expect(next.subject).toBe(followDigestSubject(1))
    expect(next.text).toContain(later.name)
    expect(next.text).not.toContain(inBoth.name)
    await sendFollowDigests(payload, new Date(Date.now() + 2 * DAY))
    expect(mailsTo(user.email)).toHaveLength(2)
  })

  it('a failed send gives its tools back for the retry', async () => {
    const { user, as } = await signedInUser()
    const category = await newCategory()
    await as(() => setFollow({ kind: 'category', targetId: category.id, followed: true }))
    const tool = await createTool(payload, { category: category.id })
    smtp.refused.add(user.email.toLowerCase())
    await expect(sendFollowDigests(payload, new Date())).rejects.toThrow(/could not be sent/)
    smtp.refused.delete(user.email.toLowerCase())
    await sendFollowDigests(payload, new Date())
    const [mail, ...more] = mailsTo(user.email)
    expect(more).toEqual([])
    expect(mail!.text).toContain(tool.name)
  })

  it('one click turns the digest off with a POST; a GET, a wrong body or a forged token change nothing', async () => {
    const { user, as } = await signedInUser()
    const category = await newCategory()
    await as(() => setFollow({ kind: 'category', targetId: category.id, followed: true }))
    const token = digestToken(user.id)
    const url = `${env.SERVER_URL}/account/digest/unsubscribe/one-click?token=${encodeURIComponent(token)}`
    const post = (target: string, body: string) =>
      oneClick(new NextRequest(target, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))

    const opened = openOneClick(new NextRequest(url))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${env.SERVER_URL}/account/digest/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(await digestStateByToken(payload, token)).toEqual({ email: user.email, off: false })
    expect((await post(url, 'List-Unsubscribe=Other')).status).toBe(400)
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await post(`${env.SERVER_URL}/account/digest/unsubscribe/one-click?token=${forged}`, 'List-Unsubscribe=One-Click')).status).toBe(400)
    expect((await post(`${env.SERVER_URL}/account/digest/unsubscribe/one-click?token=${user.id + 1}.${token.split('.')[1]}`, 'List-Unsubscribe=One-Click')).status).toBe(400)
    expect(await digestOff(user.id)).toBe(false)

    const done = await post(url, 'List-Unsubscribe=One-Click')
    expect(done.status).toBe(200)
    expect(await done.text()).toBe('The HireStack follow digest is off for this address.')
    expect(await digestOff(user.id)).toBe(true)
    expect((await post(url, 'List-Unsubscribe=One-Click')).status).toBe(200)

    await createTool(payload, { category: category.id })
    await sendFollowDigests(payload, new Date())
    expect(mailsTo(user.email)).toEqual([])

    // Back on from /account: the follows were kept.
    expect(await as(() => setFollowDigest({ off: false }))).toEqual({ ok: true, data: { off: false } })
    await sendFollowDigests(payload, new Date())
    expect(mailsTo(user.email)).toHaveLength(1)
  })
})
