import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const SMTP_PORT = 2650
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2650'
  process.env.NEWSLETTER_UNSUBSCRIBE_MAILTO = 'unsubscribe@hirestack.test'
})

import { GET as openOneClick, POST as oneClick } from '@/app/(frontend)/newsletter/unsubscribe/one-click/route'
import { prepareWeeklyDraft } from '@/domains/newsletter'
import { sqlFor } from '@/platform/database/db'
import { env } from '@/platform/env'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { rest, tokenFrom } from '../helpers/rest'
import { startSmtpListener, type SmtpListener } from '../helpers/smtp-listener'
import { linkIn, type ReceivedMail } from '../helpers/smtp-message'

let payload: Payload
let smtp: SmtpListener
/** Every mail received in this file, across listener restarts. */
const received: ReceivedMail[] = []
let editorToken: string
let editorEmail: string
const PASSWORD = 'correct-horse-battery'
const RUN = randomUUID().slice(0, 8)
const BULK = 1000

async function listen() {
  smtp = await startSmtpListener(SMTP_PORT)
  const push = smtp.messages.push.bind(smtp.messages)
  smtp.messages.push = (...mails: ReceivedMail[]) => {
    received.push(...mails)
    return push(...mails)
  }
}

async function signIn(roles: ('admin' | 'editor' | 'vendor' | 'user')[]) {
  const user = await createUser(payload, roles)
  const response = await rest(payload, 'POST', '/users/login', { body: { email: user.email, password: PASSWORD }, ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}` })
  return { user, token: tokenFrom(response)! }
}

const db = () => sqlFor(payload)

const body = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } })
const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
})
const toolCard = (tool: number) => ({ type: 'block', version: 2, format: '', fields: { id: randomUUID().replace(/-/g, '').slice(0, 24), blockName: '', blockType: 'newsletterTool', tool } })

async function newIssue(subject: string, children: unknown[] = [paragraph('Hello readers.')]) {
  const response = await rest(payload, 'POST', '/newsletter-issues', { token: editorToken, body: { subject, preheader: 'This week', body: body(...children) } })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Confirmed subscribers straight in SQL (1,000 sign-ups through the action would hit its rate limit). */
async function seedConfirmed(count: number, prefix: string) {
  await (await db()).execute(sql`
    INSERT INTO subscribers (email, status, unsubscribe_token, confirmed_at, updated_at, created_at)
    SELECT ${prefix} || '-' || n || '@example.test', 'subscribed', md5(${prefix} || n), now(), now(), now() FROM generate_series(1, ${count}) AS n`)
}

async function confirmedEmails(): Promise<string[]> {
  const { rows } = await (await db()).execute(sql`SELECT email FROM subscribers WHERE status = 'subscribed'`)
  return rows.map((row) => String(row.email))
}

async function issueStatus(id: number) {
  return (await payload.findByID({ collection: 'newsletter-issues', id, overrideAccess: true, depth: 0 })).status
}

/** Runs the newsletter queue until the issue is sent (each batch job queues the next). */
async function runUntilSent(id: number, parallel = 1) {
  for (let round = 0; round < 200 && (await issueStatus(id)) !== 'sent'; round++) {
    await payload.jobs.run({ queue: 'newsletter', limit: parallel })
  }
  expect(await issueStatus(id)).toBe('sent')
}

function mailsPerRecipient(subject: string) {
  const counts = new Map<string, number>()
  for (const mail of received.filter((message) => message.subject === subject)) {
    for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1)
  }
  return counts
}

function expectExactlyOneEach(subject: string, recipients: string[]) {
  const counts = mailsPerRecipient(subject)
  expect(counts.size).toBe(recipients.length)
  for (const email of recipients) expect(counts.get(email), email).toBe(1)
}

/** What the panel does: reads how many would get the issue, and sends confirming that number. */
async function confirmedSend(id: number) {
  const counted = await rest(payload, 'GET', `/newsletter-issues/${id}/recipients`, { token: editorToken })
  expect(counted.status).toBe(200)
  const { recipients } = (await counted.json()) as { recipients: number }
  return rest(payload, 'POST', `/newsletter-issues/${id}/send`, { token: editorToken, body: { recipients } })
}

async function progress(id: number) {
  const response = await rest(payload, 'GET', `/newsletter-issues/${id}/progress`, { token: editorToken })
  expect(response.status).toBe(200)
  return (await response.json()) as { status: string; total: number; sent: number; uncertain: number; pending: number; cancelled: number; running: boolean }
}

beforeAll(async () => {
  await listen()
  // The tests run the newsletter's batches themselves, stopping the mail server between them: the
  // in-process job runner (on outside production) would race them.
  process.env.JOBS_AUTORUN = '0'
  payload = await testPayload()
  const editor = await signIn(['editor'])
  editorToken = editor.token
  editorEmail = editor.user.email
  await seedConfirmed(BULK, `bulk-${RUN}`)
}, 120_000)

afterAll(async () => {
  await smtp.close()
})

describe('sending an issue', () => {
  it('sends one mail to each of 1,000 confirmed subscribers, with the unsubscribe headers and link, even with two batch chains at once', async () => {
    const subject = `Issue one ${RUN}`
    const id = await newIssue(subject)
    const recipients = await confirmedEmails()
    expect(recipients.length).toBeGreaterThanOrEqual(BULK)

    const started = await confirmedSend(id)
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ ok: true, message: `Sending to ${recipients.length.toLocaleString('en-US')} confirmed subscribers.` })
    // A second press (another tab) starts nothing.
    const again = await confirmedSend(id)
    expect(again.status).toBe(409)
    // A second chain of batches for the same issue (a resume pressed at a bad moment) takes other rows only.
    await payload.jobs.queue({ task: 'sendNewsletterIssue', input: { issueId: id }, queue: 'newsletter' })
    const startedAt = Date.now()
    await runUntilSent(id, 2)
    console.info(`[newsletter] ${recipients.length} mails in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)

    expectExactlyOneEach(subject, recipients)
    expect(await progress(id)).toMatchObject({ status: 'sent', total: recipients.length, sent: recipients.length, pending: 0, uncertain: 0 })

    const mail = received.find((message) => message.subject === subject && message.to[0] === `bulk-${RUN}-7@example.test`)!
    const { rows } = await (await db()).execute(sql`SELECT unsubscribe_token FROM subscribers WHERE email = ${mail.to[0]!}`)
    const token = String(rows[0]!.unsubscribe_token)
    const oneClickUrl = new URL(`/newsletter/unsubscribe/one-click?token=${token}`, env.SERVER_URL).toString()
    expect(mail.headers['list-unsubscribe']).toBe(`<${oneClickUrl}>, <mailto:unsubscribe@hirestack.test?subject=unsubscribe%20${token}>`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(linkIn(mail, '/newsletter/unsubscribe').searchParams.get('token')).toBe(token)
    expect(mail.html).toContain('Hello readers.')
    expect(mail.text).toContain('Hello readers.')
  }, 300_000)

  it('resumes a send interrupted midway (mail server gone, a sender that died mid-mail) without mailing anyone twice', async () => {
    const subject = `Issue two ${RUN}`
    const id = await newIssue(subject)
    const recipients = await confirmedEmails()
    expect((await confirmedSend(id)).status).toBe(200)

    // The mail server goes away after 400 of this issue's mails: the batch stops, its job waits to retry.
    let down = false
    const runner = (async () => {
      while (!down) await payload.jobs.run({ queue: 'newsletter', limit: 1 })
    })()
    while (mailsPerRecipient(subject).size < 400) await new Promise((resolve) => setTimeout(resolve, 5))
    await smtp.close()
    down = true
    await runner
    // The failed batch's job now waits to be retried; nothing more goes out meanwhile.
    await payload.jobs.run({ queue: 'newsletter', limit: 1 })
    const midway = await progress(id)
    expect(midway.status).toBe('sending')
    expect(midway.sent).toBeGreaterThanOrEqual(400)
    expect(midway.sent).toBeLessThan(recipients.length)
    expect(midway.sent).toBe(mailsPerRecipient(subject).size)

    // What a worker killed between the server's "250 OK" and marking the row sent leaves behind:
    // its job still "processing", one row still "sending" although its mail went out.
    const conn = await db()
    const { rows } = await conn.execute(sql`
      UPDATE newsletter_deliveries SET status = 'sending', claimed_at = now() - interval '11 minutes'
      WHERE id = (SELECT id FROM newsletter_deliveries WHERE issue_id = ${id} AND status = 'sent' ORDER BY id DESC LIMIT 1)
      RETURNING subscriber_id`)
    expect(rows).toHaveLength(1)
    await conn.execute(sql`
      UPDATE payload_jobs SET processing = true, updated_at = now() - interval '11 minutes'
      WHERE task_slug = 'sendNewsletterIssue' AND (input->>'issueId')::int = ${id} AND completed_at IS NULL`)
    expect((await progress(id)).running).toBe(false)

    await listen()
    const resumed = await rest(payload, 'POST', `/newsletter-issues/${id}/resume`, { token: editorToken })
    expect(resumed.status).toBe(200)
    // Pressed again while the resumed batch job is queued: refused.
    expect((await rest(payload, 'POST', `/newsletter-issues/${id}/resume`, { token: editorToken })).status).toBe(409)
    await runUntilSent(id)

    expectExactlyOneEach(subject, recipients)
    const done = await progress(id)
    expect(done).toMatchObject({ status: 'sent', total: recipients.length, uncertain: 1, pending: 0 })
    expect(done.sent).toBe(recipients.length - 1)
  }, 300_000)

  it('cancels a send midway: nobody else is mailed, the rest are recorded as not mailed, and the issue stays a record', async () => {
    const subject = `Issue cancelled ${RUN}`
    const id = await newIssue(subject)
    const recipients = await confirmedEmails()
    // Nothing to cancel before the send starts.
    const early = await rest(payload, 'POST', `/newsletter-issues/${id}/cancel`, { token: editorToken })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ ok: false, message: 'Only an issue that is being sent can be cancelled.' })
    expect(await issueStatus(id)).toBe('draft')
    expect((await confirmedSend(id)).status).toBe(200)

    let stop = false
    const runner = (async () => {
      while (!stop) await payload.jobs.run({ queue: 'newsletter', limit: 1 })
    })()
    while (mailsPerRecipient(subject).size < 200) await new Promise((resolve) => setTimeout(resolve, 5))
    const cancelled = await rest(payload, 'POST', `/newsletter-issues/${id}/cancel`, { token: editorToken })
    expect(cancelled.status).toBe(200)
    const { message } = (await cancelled.json()) as { message: string }
    expect(message).toMatch(/^Sending stopped: [\d,]+ not mailed; [\d,]+ already sent\.$/)
    // The batch running when the editor pressed finishes its mails in flight, then the chain ends.
    await new Promise((resolve) => setTimeout(resolve, 500))
    stop = true
    await runner
    await payload.jobs.run({ queue: 'newsletter', limit: 5 })
    const mailed = mailsPerRecipient(subject)
    expect(mailed.size).toBeLessThan(recipients.length)
    for (const count of mailed.values()) expect(count).toBe(1)

    const after = await progress(id)
    expect(after).toMatchObject({ status: 'cancelled', total: recipients.length, pending: 0, running: false })
    expect(after.sent).toBe(mailed.size)
    expect(after.sent + after.cancelled + after.uncertain).toBe(recipients.length)
    expect(after.cancelled).toBeGreaterThan(0)

    // Pressed again, resumed, re-sent or edited: refused, nothing moves.
    expect((await rest(payload, 'POST', `/newsletter-issues/${id}/cancel`, { token: editorToken })).status).toBe(409)
    expect((await rest(payload, 'POST', `/newsletter-issues/${id}/resume`, { token: editorToken })).status).toBe(409)
    expect((await confirmedSend(id)).status).toBe(409)
    expect((await rest(payload, 'PATCH', `/newsletter-issues/${id}`, { token: editorToken, body: { subject: 'Rewritten' } })).status).toBe(409)
    await payload.jobs.run({ queue: 'newsletter', limit: 5 })
    expect(mailsPerRecipient(subject).size).toBe(mailed.size)
    expect(await issueStatus(id)).toBe('cancelled')
  }, 300_000)

  it('sends only to confirmed subscribers, skips whoever unsubscribed meanwhile, and refuses an issue with nobody to send to', async () => {
    const emails = { pending: `pending-${RUN}@example.test`, gone: `gone-${RUN}@example.test` }
    await payload.create({ collection: 'subscribers', data: { email: emails.pending, status: 'pending' }, overrideAccess: true })
    await payload.create({ collection: 'subscribers', data: { email: emails.gone, status: 'unsubscribed' }, overrideAccess: true })
    // Ten confirmed readers are enough here (the 1,000 are the tests above).
    await (await db()).execute(sql`UPDATE subscribers SET status = 'unsubscribed' WHERE status = 'subscribed' AND email NOT LIKE ${`bulk-${RUN}-_@example.test`}`)
    const subject = `Issue three ${RUN}`
    const id = await newIssue(subject)
    expect((await confirmedSend(id)).status).toBe(200)
    // One reader unsubscribes (one-click) after the send started and before their turn.
    const reader = `bulk-${RUN}-1@example.test`
    const { rows } = await (await db()).execute(sql`SELECT unsubscribe_token FROM subscribers WHERE email = ${reader}`)
    const url = `http://127.0.0.1/newsletter/unsubscribe/one-click?token=${String(rows[0]!.unsubscribe_token)}`
    // Opening the URL (a GET) changes nothing; the one-click POST unsubscribes.
    expect(openOneClick(new NextRequest(url)).status).toBe(303)
    const stillSubscribed = await (await db()).execute(sql`SELECT status FROM subscribers WHERE email = ${reader}`)
    expect(stillSubscribed.rows[0]!.status).toBe('subscribed')
    const posted = await oneClick(new NextRequest(url, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
    expect(posted.status).toBe(200)
    await runUntilSent(id)

    const counts = mailsPerRecipient(subject)
    expect(counts.has(emails.pending)).toBe(false)
    expect(counts.has(emails.gone)).toBe(false)
    expect(counts.has(reader)).toBe(false)
    expect(counts.size).toBe(8)
    expect((await progress(id)).sent).toBe(counts.size)

    // Nobody confirmed: the send is refused and the issue stays a draft.
    await (await db()).execute(sql`UPDATE subscribers SET status = 'unsubscribed' WHERE status = 'subscribed'`)
    const empty = await newIssue(`Issue four ${RUN}`)
    const refused = await rest(payload, 'POST', `/newsletter-issues/${empty}/send`, { token: editorToken, body: { recipients: 1 } })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ ok: false, message: 'There are no confirmed subscribers to send to.' })
    expect(await issueStatus(empty)).toBe('draft')
  }, 300_000)

  it('starts a send only for the number of recipients the editor confirmed, and writes nothing otherwise', async () => {
    await seedConfirmed(3, `confirm-${RUN}`)
    const subject = `Issue five ${RUN}`
    const id = await newIssue(subject)
    const counted = await rest(payload, 'GET', `/newsletter-issues/${id}/recipients`, { token: editorToken })
    expect(await counted.json()).toEqual({ ok: true, recipients: 3 })
    const written = async () => {
      const deliveries = await (await db()).execute(sql`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ${id}`)
      const jobs = await (await db()).execute(sql`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'sendNewsletterIssue' AND (input->>'issueId')::int = ${id}`)
      return { status: await issueStatus(id), deliveries: deliveries.rows[0]!.n, jobs: jobs.rows[0]!.n }
    }
    // Without a confirmed number (an old tab, a script): refused.
    for (const body of [undefined, {}, { recipients: '3' }, { recipients: 0 }, { recipients: 2.5 }]) {
      const refused = await rest(payload, 'POST', `/newsletter-issues/${id}/send`, { token: editorToken, body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(await refused.json()).toEqual({ ok: false, message: 'Confirm the number of recipients before sending: nothing was sent.' })
    }
    // A reader confirmed after the editor saw the number: refused, the new number named.
    await seedConfirmed(1, `late-${RUN}`)
    const changed = await rest(payload, 'POST', `/newsletter-issues/${id}/send`, { token: editorToken, body: { recipients: 3 } })
    expect(changed.status).toBe(409)
    expect(await changed.json()).toEqual({ ok: false, message: 'The issue would now go to 4 confirmed subscribers, not 3. Nothing was sent; confirm the new number to send.' })
    expect(await written()).toEqual({ status: 'draft', deliveries: 0, jobs: 0 })

    const started = await confirmedSend(id)
    expect(await started.json()).toEqual({ ok: true, message: 'Sending to 4 confirmed subscribers.' })
    await runUntilSent(id)
    expect(mailsPerRecipient(subject).size).toBe(4)
  }, 120_000)

  it('renders tool cards with the Sponsored label, previews for staff and mails a test to the editor alone', async () => {
    const sponsored = await createTool(payload, { name: `Sponsored ${RUN}`, description: 'A paid placement.', isSponsored: true })
    const plain = await createTool(payload, { name: `Plain ${RUN}`, description: 'An ordinary listing.' })
    const id = await newIssue(`Cards ${RUN}`, [paragraph('Two tools.'), toolCard(sponsored.id), toolCard(plain.id)])

    const preview = await rest(payload, 'GET', `/newsletter-issues/${id}/preview`, { token: editorToken })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toContain('text/html')
    const html = await preview.text()
    expect(html).toMatch(new RegExp(`Sponsored ${RUN}</a> <span[^>]*>Sponsored</span>`))
    expect(html).toContain(`Plain ${RUN}</a></p>`)
    expect(html).toContain(`/tools/${sponsored.slug}`)

    const test = await rest(payload, 'POST', `/newsletter-issues/${id}/send-test`, { token: editorToken })
    expect(await test.json()).toEqual({ ok: true, message: `Test email sent to ${editorEmail}.` })
    const mail = await smtp.waitFor((message) => message.subject === `[Test] Cards ${RUN}`)
    expect(mail.to).toEqual([editorEmail])
    expect(mail.text).toContain(`Sponsored ${RUN} (Sponsored)`)
    expect(mail.text).toMatch(new RegExp(`Plain ${RUN}\\r?\\nAn ordinary listing`))
    expect(await issueStatus(id)).toBe('draft')
    const { totalDocs } = await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})

describe('who may compose and send', () => {
  it('lets only editors and admins write issues, send, preview or read deliveries; a sent issue is read-only', async () => {
    const id = await newIssue(`Access ${RUN}`)
    for (const roles of [['user'], ['vendor']] as const) {
      const { token } = await signIn([...roles])
      expect((await rest(payload, 'POST', '/newsletter-issues', { token, body: { subject: 'x', body: body(paragraph('x')) } })).status).toBe(403)
      expect((await rest(payload, 'GET', `/newsletter-issues/${id}`, { token })).status).toBe(403)
      expect((await rest(payload, 'PATCH', `/newsletter-issues/${id}`, { token, body: { subject: 'Changed' } })).status).toBe(403)
      expect((await rest(payload, 'GET', `/newsletter-issues/${id}/recipients`, { token })).status).toBe(403)
      for (const action of ['send', 'send-test', 'resume', 'cancel']) {
        const refused = await rest(payload, 'POST', `/newsletter-issues/${id}/${action}`, { token })
        expect(refused.status).toBe(403)
        expect(await refused.json()).toEqual({ ok: false, message: 'Only editors and admins can preview or send the newsletter.' })
      }
      expect((await rest(payload, 'GET', `/newsletter-issues/${id}/preview`, { token })).status).toBe(403)
      expect((await rest(payload, 'GET', '/newsletter-deliveries', { token })).status).toBe(403)
    }
    expect((await rest(payload, 'POST', `/newsletter-issues/${id}/send`)).status).toBe(403)
    expect((await rest(payload, 'GET', `/newsletter-issues/${id}/progress`)).status).toBe(403)
    expect((await rest(payload, 'POST', '/newsletter-issues/not-a-number/send', { token: editorToken })).status).toBe(400)
    expect(await issueStatus(id)).toBe('draft')
    // Deliveries are written by the send alone, not through the API, even by staff.
    expect((await rest(payload, 'POST', '/newsletter-deliveries', { token: editorToken, body: { issue: id, subscriber: 1 } })).status).toBe(403)
    // Status is the send's to set.
    await rest(payload, 'PATCH', `/newsletter-issues/${id}`, { token: editorToken, body: { status: 'sent' } })
    expect(await issueStatus(id)).toBe('draft')

    const sent = (await payload.find({ collection: 'newsletter-issues', where: { status: { equals: 'sent' } }, limit: 1, overrideAccess: true })).docs[0]!
    const edit = await rest(payload, 'PATCH', `/newsletter-issues/${sent.id}`, { token: editorToken, body: { subject: 'Rewritten history' } })
    expect(edit.status).toBe(409)
    expect((await payload.findByID({ collection: 'newsletter-issues', id: sent.id, overrideAccess: true })).subject).toBe(sent.subject)
  })
})

describe('the weekly draft', () => {
  it("makes one draft per week from the week's new and trending tools, and never sends it", async () => {
    const fresh = await createTool(payload, { name: `Fresh ${RUN}` })
    const now = new Date()
    const first = await prepareWeeklyDraft(payload, now)
    expect(first.created).toBe(true)
    expect(await prepareWeeklyDraft(payload, now)).toEqual({ issueId: first.issueId, created: false })
    const draft = await payload.findByID({ collection: 'newsletter-issues', id: first.issueId, overrideAccess: true, depth: 0 })
    expect(draft).toMatchObject({ status: 'draft', origin: 'weekly' })
    const json = JSON.stringify(draft.body)
    expect(json).toContain('New this week')
    expect(json).toContain('Trending')
    expect(json).toContain(`"tool":${fresh.id}`)
    const { totalDocs } = await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: first.issueId } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
    // The task is on the schedule (Mondays), in the default queue.
    const task = payload.config.jobs.tasks?.find((entry) => entry.slug === 'prepareWeeklyNewsletter')
    expect(task?.schedule).toEqual([{ cron: '0 0 7 * * 1', queue: 'default' }])
  })
})
