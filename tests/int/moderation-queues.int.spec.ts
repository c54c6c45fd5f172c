import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const SMTP_PORT = 2662
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2662'
})

import { EDITOR_QUEUES, newQueueItemSubject, queueSummaries, sendEditorAlert, waitingTime, type EditorAlertInput } from '@/domains/moderation'
import { recordCheckout } from '@/domains/vendors'
import { sqlFor } from '@/platform/database/db'
import { env } from '@/platform/env'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { startSmtpListener, type SmtpListener } from '../helpers/smtp-listener'
import { linkIn } from '../helpers/smtp-message'

let payload: Payload
let smtp: SmtpListener
beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpListener(SMTP_PORT)
  // The first account of a new database becomes an admin: spend that on no one in particular.
  await createUser(payload)
})
afterAll(() => smtp?.close())

const db = () => sqlFor(payload)
const made = { overrideAccess: true, context: { seedWrite: true } } as const
const queueOf = (collection: string) => EDITOR_QUEUES.find((queue) => queue.collection === collection)!

/** One new item of each queue, created as the site's forms and jobs create them. */
async function newItems() {
  const run = randomUUID().slice(0, 8)
  const tool = await createTool(payload)
  const author = await createUser(payload)
  const review = await payload.create({
    collection: 'reviews',
    data: { status: 'pending', tool: tool.id, user: author.id, rating: 4, role: 'recruiter', title: `Solid sourcing ${run}`, body: 'It found candidates we had missed. '.repeat(3) },
    ...made,
  })
  const published = await payload.update({ collection: 'reviews', id: review.id, data: { status: 'published' }, ...made })
  const reviewReport = await payload.create({ collection: 'review-reports', data: { status: 'new', review: published.id, reason: 'spam', details: `Advert ${run}` }, ...made })
  const report = await payload.create({ collection: 'reports', data: { status: 'new', tool: tool.id, toolSlug: tool.slug, reason: 'broken_link', details: `The site is down ${run}` }, ...made })
  const submission = await payload.create({
    collection: 'submissions',
    data: { reviewStatus: 'pending', billingMode: 'manual', name: `Submitted ${run}`, website: 'https://example.com', description: 'A tool.', audience: 'recruiters', features: 'Sourcing', contactEmail: `v-${run}@example.test` },
    ...made,
  })
  // Manual billing: the request waits for review from the start (Stripe's path is tested below).
  const placement = await payload.create({
    collection: 'sponsorships',
    data: { status: 'pending_review', billingMode: 'manual', plan: 'premium', toolName: `Featured ${run}`, toolUrl: 'https://example.com', category: 'Sourcing', description: 'A tool.', contactEmail: `s-${run}@example.test` },
    ...made,
  })
  const proposal = await payload.create({
    collection: 'change-proposals',
    data: { status: 'pending', source: 'website_check', summary: `Pricing changed ${run}`, tool: tool.id, changes: { pricing: { before: 'Free', after: '$10' } }, sourceUrl: 'https://example.com/pricing', detectedAt: new Date().toISOString() },
    ...made,
  })
  const secondReview = await payload.create({
    collection: 'reviews',
    data: { status: 'pending', tool: (await createTool(payload)).id, user: author.id, rating: 2, role: 'other', title: `Pending ${run}`, body: 'Slow to load and the search missed obvious profiles.'.repeat(2) },
    ...made,
  })
  const claim = await payload.create({
    collection: 'claims',
    data: { status: 'pending', tool: tool.id, claimant: author.id, summary: `Claim ${run}`, domain: 'example.com', method: 'meta' },
    ...made,
  })
  const caseStudy = await payload.create({
    collection: 'case-study-requests',
    data: { status: 'new', tool: tool.id, goal: 'How a team of four filled twelve roles in a month.', contactName: `Dana ${run}`, contactEmail: `dana-${run}@example.test` },
    ...made,
  })
  return {
    reviews: { id: secondReview.id, title: secondReview.title },
    claims: { id: claim.id, title: claim.summary },
    'case-study-requests': { id: caseStudy.id, title: caseStudy.contactName },
    'review-reports': { id: reviewReport.id, title: `review report #${reviewReport.id}` },
    reports: { id: report.id, title: tool.slug },
    submissions: { id: submission.id, title: submission.name },
    sponsorships: { id: placement.id, title: placement.toolName },
    'change-proposals': { id: proposal.id, title: proposal.summary },
  } as Record<string, { id: number; title: string }>
}

async function queuedAlerts(collection: string, id: number): Promise<EditorAlertInput[]> {
  const { rows } = await (await db()).execute(sql`
    SELECT input FROM payload_jobs WHERE task_slug = 'sendEditorAlert' AND input->>'collection' = ${collection} AND (input->>'id')::int = ${id}`)
  return rows.map((row) => row.input as EditorAlertInput)
}

describe("editors' queues", { timeout: 180_000 }, () => {
  it('each new submission, featured placement request, review, review report, tool report, change proposal, claim and case study request mails every editor who works its queue', async () => {
    const editor = await createUser(payload, ['editor'])
    const admin = await createUser(payload, ['admin'])
    const member = await createUser(payload, ['user'])
    const items = await newItems()

    for (const [collection, item] of Object.entries(items)) {
      const queue = queueOf(collection)
      const alerts = await queuedAlerts(collection, item.id)
      const recipients = alerts.map((alert) => alert.userId)
      expect(recipients.filter((id) => id === admin.id), collection).toHaveLength(1)
      expect(recipients.includes(editor.id), collection).toBe(queue.roles.includes('editor'))
      expect(recipients.includes(member.id), collection).toBe(false)

      for (const alert of alerts.filter((entry) => entry.userId === admin.id || entry.userId === editor.id)) {
        expect(await sendEditorAlert(payload, alert)).toBe('sent')
      }
      const mail = await smtp.waitFor((received) => received.to.includes(admin.email.toLowerCase()) && received.subject === newQueueItemSubject(queue, item.title))
      expect(linkIn(mail, `/admin/collections/${collection}/${item.id}`).toString()).toBe(`${env.SERVER_URL}/admin/collections/${collection}/${item.id}`)
      expect(mail.text).toContain(`is waiting for an editor in ${queue.label}`)
      if (queue.roles.includes('editor')) {
        await smtp.waitFor((received) => received.to.includes(editor.email.toLowerCase()) && received.subject === newQueueItemSubject(queue, item.title))
      }
    }
    // The published review that was reported never entered the reviews queue as a new item twice.
    const reviewAlerts = await (await db()).execute(sql`
      SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'sendEditorAlert' AND input->>'collection' = 'reviews' AND (input->>'id')::int = ${items.reviews!.id} AND (input->>'userId')::int = ${admin.id}`)
    expect(reviewAlerts.rows[0]!.n).toBe(1)
  })

  it('sends nothing for an item worked before its mail went out, and announces it again when it goes back to waiting', async () => {
    const admin = await createUser(payload, ['admin'])
    const { reports } = await newItems()
    const [alert] = (await queuedAlerts('reports', reports!.id)).filter((entry) => entry.userId === admin.id)
    await payload.update({ collection: 'reports', id: reports!.id, data: { status: 'reviewed' }, ...made })
    expect(await sendEditorAlert(payload, alert!)).toBe('skipped')
    await payload.update({ collection: 'reports', id: reports!.id, data: { status: 'new' }, ...made })
    expect((await queuedAlerts('reports', reports!.id)).filter((entry) => entry.userId === admin.id)).toHaveLength(2)
    // Someone who lost the role is not mailed.
    await payload.update({ collection: 'users', id: admin.id, data: { roles: ['user'] }, ...made })
    expect(await sendEditorAlert(payload, alert!)).toBe('skipped')
  })

  it('announces a featured placement request paid by card once its card is saved, not while Checkout is open', async () => {
    const admin = await createUser(payload, ['admin'])
    const run = randomUUID().slice(0, 8)
    const placement = await payload.create({
      collection: 'sponsorships',
      data: { status: 'awaiting_payment_method', billingMode: 'stripe', plan: 'basic', toolName: `Card ${run}`, toolUrl: 'https://example.com', category: 'Sourcing', description: 'A tool.', contactEmail: `c-${run}@example.test` },
      ...made,
    })
    expect(await queuedAlerts('sponsorships', placement.id)).toEqual([])
    const before = (await queueSummaries(payload, admin)).find((summary) => summary.queue.collection === 'sponsorships')!
    await recordCheckout(payload, { sponsorshipId: placement.id, sessionId: `cs_${run}`, customerId: `cus_${run}`, paymentMethodId: `pm_${run}` })
    const [alert] = (await queuedAlerts('sponsorships', placement.id)).filter((entry) => entry.userId === admin.id)
    expect(alert).toBeDefined()
    expect(await sendEditorAlert(payload, alert!)).toBe('sent')
    const mail = await smtp.waitFor((received) => received.to.includes(admin.email.toLowerCase()) && received.subject === `New featured placement request waiting: Card ${run}`)
    expect(mail.text).toContain(`"Card ${run}" is waiting for an editor in Featured placements.`)
    const after = (await queueSummaries(payload, admin)).find((summary) => summary.queue.collection === 'sponsorships')!
    expect(after.pending).toBe(before.pending + 1)
    expect(after.url).toBe('/admin/collections/sponsorships?where%5Bstatus%5D%5Bequals%5D=pending_review&sort=createdAt')
  })

  it("lists each queue an editor works with its waiting count and the oldest item's age", async () => {
    const editor = await createUser(payload, ['editor'])
    const admin = await createUser(payload, ['admin'])
    const items = await newItems()
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000 - 60_000)
    await (await db()).execute(sql`UPDATE reviews SET created_at = ${longAgo.toISOString()}::timestamptz WHERE id = ${items.reviews!.id}`)

    expect((await queueSummaries(payload, editor)).map((summary) => summary.queue.collection)).toEqual(['reviews', 'review-reports', 'change-proposals', 'claims', 'case-study-requests'])
    expect(await queueSummaries(payload, { roles: ['user'] })).toEqual([])
    const summaries = await queueSummaries(payload, admin)
    expect(summaries.map((summary) => summary.queue.collection)).toEqual(EDITOR_QUEUES.map((queue) => queue.collection))
    for (const summary of summaries) {
      const { field, pending } = summary.queue.status
      const waiting = await payload.count({ collection: summary.queue.collection as CollectionSlug, where: { [field]: { equals: pending } }, overrideAccess: true })
      expect(summary.pending, summary.queue.collection).toBe(waiting.totalDocs)
      expect(summary.pending).toBeGreaterThan(0)
      expect(summary.url).toBe(`/admin/collections/${summary.queue.collection}?where%5B${field}%5D%5Bequals%5D=${pending}&sort=createdAt`)
    }
    const reviews = summaries.find((summary) => summary.queue.collection === 'reviews')!
    expect(reviews.oldestAt?.toISOString()).toBe(longAgo.toISOString())
    expect(waitingTime(reviews.oldestAt!, new Date())).toBe('400 days')
    expect(waitingTime(new Date(Date.now() - 3 * 3_600_000 - 5_000), new Date())).toBe('3 hours')
    expect(waitingTime(new Date(Date.now() - 61_000), new Date())).toBe('1 minute')
    expect(waitingTime(new Date(), new Date())).toBe('under a minute')
  })
})
