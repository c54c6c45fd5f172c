import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { requestHeaders, signedInWith, signedOut } from '../helpers/stripe-request-context'
import { useManualBilling } from '../helpers/stripe-server'

vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

const { submitTool, createSubmissionSetup } = await import('@/actions/submissions')
const { submitManualSponsorship, startSponsorCheckout } = await import('@/actions/sponsorships')
const { openBillingPortal } = await import('@/actions/billing')
const { approveSubmission } = await import('@/lib/payments/approve-submission')
const { approveSponsorship } = await import('@/lib/payments/approve-sponsorship')
const { rejectSponsorship } = await import('@/lib/payments/reject-request')
const { categoryIdFor } = await import('@/lib/payments/sponsorship-category')
const { Submissions } = await import('@/collections/Submissions')
const { Sponsorships } = await import('@/collections/Sponsorships')

let payload: Payload
let admin: Awaited<ReturnType<typeof createUser>>
let hrAutomation: number
let sentMail: { to: string; subject: string; text: string }[]

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'])
  const existing = await payload.find({ collection: 'categories', where: { name: { equals: 'HR Automation' } }, limit: 1, overrideAccess: true })
  hrAutomation =
    existing.docs[0]?.id ??
    (await payload.create({ collection: 'categories', data: { name: 'HR Automation', aliases: [{ alias: 'recruiting automation' }] }, context: { disableRevalidate: true } })).id
})

beforeEach(() => {
  useManualBilling()
  signedOut()
  sentMail = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    const { to, subject, text } = message as { to: string; subject: string; text: string }
    sentMail.push({ to, subject, text })
  })
})

async function signIn(user: Awaited<ReturnType<typeof createUser>>) {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  signedInWith(token!)
}

const values = (name = `Manual Tool ${randomUUID().slice(0, 8)}`) => ({
  name,
  website: 'www.manual-tool.example.com/path',
  description: 'An AI sourcing assistant.',
  audience: 'both',
  features: '- Boolean search\n- Outreach',
  contactEmail: `manual-${randomUUID().slice(0, 6)}@example.test`,
})

const sponsorship = () => ({
  toolName: `Manual Featured ${randomUUID().slice(0, 8)}`,
  toolUrl: 'manual-featured.example.com',
  category: 'HR Automation',
  description: 'Automates onboarding paperwork with AI document checks.',
  contactEmail: `msponsor-${randomUUID().slice(0, 6)}@example.test`,
  companyName: 'Acme HR',
  phoneNumber: '+1 555 0100',
  plan: 'basic',
})

describe('manual billing, end to end', () => {
  it('records a submission as manual billing, links the signed-in vendor, and invoices on approval', async () => {
    const vendor = await createUser(payload, ['vendor'])
    await signIn(vendor)
    const input = values()
    const result = await submitTool({ values: input })
    expect(result).toMatchObject({ ok: true, data: { billingMode: 'manual' } })
    if (!result.ok) return
    const submission = await payload.findByID({ collection: 'submissions', id: result.data.submissionId, overrideAccess: true, depth: 0 })
    expect(submission).toMatchObject({ billingMode: 'manual', user: vendor.id, website: 'https://www.manual-tool.example.com/path', stripeCustomerId: null })

    expect(await approveSubmission(payload, { id: submission.id, admin })).toMatchObject({ ok: true, status: 'approved' })
    const approved = await payload.findByID({ collection: 'submissions', id: submission.id, overrideAccess: true, depth: 0 })
    expect(approved).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'invoiced', reviewedBy: admin.id })
    const tool = await payload.findByID({ collection: 'tools', id: approved.tool as number, overrideAccess: true, depth: 0 })
    expect(tool).toMatchObject({ name: input.name, isFounderSubmitted: true, createdBy: vendor.id, toolType: 'everyone', features: ['Boolean search', 'Outreach'] })
    const publicRead = await payload.find({ collection: 'tools', where: { slug: { equals: tool.slug } }, overrideAccess: false })
    expect(publicRead.totalDocs).toBe(1)
    expect(sentMail).toHaveLength(1)
    expect(sentMail[0]!.text).toContain('We will send you an invoice for the one-time $97 listing fee')
  })

  it('works signed out, and rejects bad input with the spec messages without storing anything', async () => {
    const anonymous = await submitTool({ values: values() })
    expect(anonymous.ok).toBe(true)
    const bad = await submitTool({ values: { ...values(), name: '', website: 'not a url', contactEmail: 'nope', audience: '' } })
    expect(bad).toMatchObject({
      ok: false,
      error: 'Tool name and contact email are required',
      fieldErrors: {
        name: 'Tool name is required',
        website: 'Please enter a valid website URL',
        contactEmail: 'Invalid email address',
        audience: 'Target audience is required',
      },
    })
    const empty = await submitTool({ values: { ...values(), description: '', features: '' } })
    expect(empty).toMatchObject({ ok: false, fieldErrors: { description: 'Description is required', features: 'Key features are required' } })
  })

  it('offers no card setup or checkout in manual mode', async () => {
    expect((await createSubmissionSetup({ email: 'a@example.test', toolName: 'A' })).ok).toBe(false)
    expect((await startSponsorCheckout(sponsorship())).ok).toBe(false)
  })

  it('sends a manual sponsorship to review, activates it on approval, and marks the tool sponsored', async () => {
    const result = await submitManualSponsorship(sponsorship())
    if (!result.ok) throw new Error(result.error)
    const created = await payload.findByID({ collection: 'sponsorships', id: result.data.sponsorshipId, overrideAccess: true, depth: 0 })
    expect(created).toMatchObject({ status: 'pending_review', billingMode: 'manual', plan: 'basic', toolUrl: 'https://manual-featured.example.com' })
    const results = await Promise.all([
      approveSponsorship(payload, { id: created.id, admin }),
      approveSponsorship(payload, { id: created.id, admin }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const active = await payload.findByID({ collection: 'sponsorships', id: created.id, overrideAccess: true, depth: 0 })
    expect(active.status).toBe('active')
    const tools = await payload.find({ collection: 'tools', where: { name: { equals: created.toolName } }, overrideAccess: true, depth: 0 })
    expect(tools.totalDocs).toBe(1)
    expect(tools.docs[0]).toMatchObject({ isSponsored: true, sponsoredOrder: active.sponsoredOrder, category: hrAutomation })
    expect(sentMail.map((m) => m.subject)).toEqual([`${created.toolName} is now featured on HireStack`])
  })

  it('rejects a sponsorship with a reason, charging nothing', async () => {
    const result = await submitManualSponsorship(sponsorship())
    if (!result.ok) throw new Error(result.error)
    expect(await rejectSponsorship(payload, { id: result.data.sponsorshipId, admin, reason: '' })).toMatchObject({ ok: false, httpStatus: 400 })
    expect(await rejectSponsorship(payload, { id: result.data.sponsorshipId, admin, reason: 'Duplicate request.' })).toMatchObject({ ok: true })
    expect(sentMail[0]!.text).toContain('Reason: Duplicate request.')
    expect(await approveSponsorship(payload, { id: result.data.sponsorshipId, admin })).toMatchObject({ ok: false, httpStatus: 409 })
  })

  it('leaves the category of an "Other" placement to enrichment, and fills a missing category of an existing tool', async () => {
    const other = await submitManualSponsorship({ ...sponsorship(), category: 'Other' })
    if (!other.ok) throw new Error(other.error)
    await approveSponsorship(payload, { id: other.data.sponsorshipId, admin })
    const otherActive = await payload.findByID({ collection: 'sponsorships', id: other.data.sponsorshipId, overrideAccess: true, depth: 0 })
    const otherTool = await payload.findByID({ collection: 'tools', id: otherActive.tool as number, overrideAccess: true, depth: 0 })
    expect(otherTool.category ?? null).toBeNull()

    const listed = await createTool(payload, { name: `Listed ${randomUUID().slice(0, 8)}`, sourceUrl: 'https://listed.example.com' })
    const promoted = await submitManualSponsorship({ ...sponsorship(), toolName: listed.name })
    if (!promoted.ok) throw new Error(promoted.error)
    await approveSponsorship(payload, { id: promoted.data.sponsorshipId, admin })
    const tool = await payload.findByID({ collection: 'tools', id: listed.id, overrideAccess: true, depth: 0 })
    expect(tool).toMatchObject({ category: hrAutomation, isSponsored: true })
  })

  it('maps a category text through the alias table, case and spacing aside', async () => {
    const key = randomUUID().slice(0, 8)
    const target = await payload.create({
      collection: 'categories',
      data: { name: `Alias Target ${key}`, aliases: [{ alias: `talent radar ${key}` }] },
      context: { disableRevalidate: true },
    })
    expect(await categoryIdFor(payload, `  Talent   RADAR ${key} `)).toBe(target.id)
    expect(await categoryIdFor(payload, `alias target ${key}`)).toBe(target.id)
    expect(await categoryIdFor(payload, `Unknown ${key}`)).toBeNull()
  })

  it('has no billing portal in manual mode', async () => {
    const vendor = await createUser(payload, ['vendor'])
    await signIn(vendor)
    expect((await openBillingPortal({ kind: 'sponsorships', id: 1 })).ok).toBe(false)
  })
})

describe('access to submissions and sponsorships', () => {
  async function ownSubmission() {
    const vendor = await createUser(payload, ['vendor'])
    await signIn(vendor)
    const result = await submitTool({ values: values() })
    if (!result.ok) throw new Error(result.error)
    const sponsored = await submitManualSponsorship(sponsorship())
    if (!sponsored.ok) throw new Error(sponsored.error)
    signedOut()
    return { vendor, submissionId: result.data.submissionId, sponsorshipId: sponsored.data.sponsorshipId }
  }

  it('lets a vendor read only their own rows', async () => {
    const mine = await ownSubmission()
    const other = await ownSubmission()
    for (const collection of ['submissions', 'sponsorships'] as const) {
      const { docs } = await payload.find({ collection, user: mine.vendor, overrideAccess: false, limit: 100 })
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((doc) => doc.user === mine.vendor.id || (typeof doc.user === 'object' && doc.user?.id === mine.vendor.id))).toBe(true)
    }
    await expect(payload.findByID({ collection: 'submissions', id: other.submissionId, user: mine.vendor, overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'sponsorships', id: other.sponsorshipId, user: mine.vendor, overrideAccess: false })).rejects.toThrow()
  })

  it('hides both collections from anonymous clients and forbids vendors to write', async () => {
    const mine = await ownSubmission()
    for (const collection of ['submissions', 'sponsorships'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
    await expect(
      payload.update({ collection: 'submissions', id: mine.submissionId, data: { reviewStatus: 'approved' }, user: mine.vendor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'stripe-events', user: mine.vendor, overrideAccess: false })).rejects.toThrow()
  })

  it('lets only admins approve or reject through the review endpoints', async () => {
    const mine = await ownSubmission()
    const editor = await createUser(payload, ['editor'])
    const call = async (endpoints: typeof Submissions.endpoints, path: string, user: unknown, id: number) => {
      const endpoint = (endpoints || []).find((e) => e.path === `/:id/${path}`)!
      const req = { user, payload, routeParams: { id: String(id) }, json: async () => ({ reason: 'Not a fit' }) } as unknown as PayloadRequest
      return endpoint.handler(req)
    }
    for (const user of [null, mine.vendor, editor]) {
      expect((await call(Submissions.endpoints, 'approve', user, mine.submissionId)).status).toBe(403)
      expect((await call(Sponsorships.endpoints, 'reject', user, mine.sponsorshipId)).status).toBe(403)
    }
    const untouched = await payload.findByID({ collection: 'submissions', id: mine.submissionId, overrideAccess: true, depth: 0 })
    expect(untouched.reviewStatus).toBe('pending')
    expect((await call(Submissions.endpoints, 'approve', admin, 99_999_999)).status).toBe(404)
    const approved = await call(Submissions.endpoints, 'approve', admin, mine.submissionId)
    expect(approved.status).toBe(200)
    expect((await call(Submissions.endpoints, 'approve', admin, mine.submissionId)).status).toBe(409)
  })
})
