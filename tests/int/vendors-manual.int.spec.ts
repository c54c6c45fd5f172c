import { randomUUID } from 'node:crypto'

import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { categoryIdFor } from '@/domains/vendors/payments/sponsorship-category'
import { approveSubmission } from '@/features/listings/approve-submission'
import { createSubmissionSetup } from '@/features/listings/create-submission-setup'
import { submitTool } from '@/features/listings/submit-tool'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { openBillingPortal } from '@/features/sponsorships/open-billing-portal'
import { rejectSponsorship } from '@/features/sponsorships/reject-sponsorship'
import { startSponsorCheckout } from '@/features/sponsorships/start-sponsor-checkout'
import { submitManualSponsorship } from '@/features/sponsorships/submit-manual-sponsorship'
import { uploadVendorLogo } from '@/features/vendor-forms/upload-vendor-logo'

import { createTool, createUser } from '../helpers/factories'
import { requestHeaders } from '../helpers/stripe-request-context'
import { manualTestContext, whileTheQueueFails } from '../helpers/vendors-context'
import { sponsorshipValues, submissionValues } from '../helpers/vendors-request-values'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = manualTestContext()
let hrAutomation: number

beforeAll(async () => {
  const existing = await ctx.payload.find({ collection: 'categories', where: { name: { equals: 'HR Automation' } }, limit: 1, overrideAccess: true })
  hrAutomation =
    existing.docs[0]?.id ??
    (
      await ctx.payload.create({
        collection: 'categories',
        data: { name: 'HR Automation', aliases: [{ alias: 'recruiting automation' }] },
        context: { seedWrite: true },
      })
    ).id
})

const values = () => submissionValues({ website: 'www.manual-tool.example.com/path', audience: 'both', features: '- Boolean search\n- Outreach' })

const sponsorship = () =>
  sponsorshipValues({
    toolUrl: 'manual-featured.example.com',
    category: 'HR Automation',
    description: 'Automates onboarding paperwork with AI document checks.',
    companyName: 'Acme HR',
    phoneNumber: '+1 555 0100',
    plan: 'basic',
  })

async function uploadedLogo() {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f46e5' } }).png().toBuffer()
  const form = new FormData()
  form.set('logo', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
  form.set('alt', 'Manual Tool')
  const uploaded = await uploadVendorLogo(form)
  if (!uploaded.ok) throw new Error(uploaded.error)
  return uploaded.data
}

describe('manual billing, end to end', () => {
  it('records a submission as manual billing, links the signed-in vendor, and invoices on approval', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(vendor)
    const input = values()
    const result = await submitTool({ values: input })
    expect(result).toMatchObject({ ok: true, data: { billingMode: 'manual' } })
    if (!result.ok) return
    const submission = await ctx.payload.findByID({ collection: 'submissions', id: result.data.submissionId, overrideAccess: true, depth: 0 })
    expect(submission).toMatchObject({ billingMode: 'manual', user: vendor.id, website: 'https://www.manual-tool.example.com/path', stripeCustomerId: null })

    expect(await approveSubmission(ctx.payload, { id: submission.id, admin: ctx.admin })).toEqual({
      ok: true,
      status: 'approved',
      message: 'Approved; send the vendor an invoice for $97.',
    })
    const approved = await ctx.payload.findByID({ collection: 'submissions', id: submission.id, overrideAccess: true, depth: 0 })
    expect(approved).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'invoiced', reviewedBy: ctx.admin.id })
    const tool = await ctx.payload.findByID({ collection: 'tools', id: approved.tool as number, overrideAccess: true, depth: 0 })
    expect(tool).toMatchObject({ name: input.name, isFounderSubmitted: true, createdBy: vendor.id, toolType: 'everyone', features: ['Boolean search', 'Outreach'] })
    const publicRead = await ctx.payload.find({ collection: 'tools', where: { slug: { equals: tool.slug } }, overrideAccess: false })
    expect(publicRead.totalDocs).toBe(1)
    expect(ctx.sentMail).toHaveLength(1)
    expect(ctx.sentMail[0]!.text).toContain('We will send you an invoice for the one-time $97 listing fee')
  })

  it('gives the approved tool the uploaded logo and queues its enrichment', async () => {
    const logo = await uploadedLogo()
    const result = await submitTool({ values: { ...values(), logoId: logo.id } })
    if (!result.ok) throw new Error(result.error)
    await approveSubmission(ctx.payload, { id: result.data.submissionId, admin: ctx.admin })
    const approved = await ctx.payload.findByID({ collection: 'submissions', id: result.data.submissionId, overrideAccess: true, depth: 0 })
    const media = await ctx.payload.findByID({ collection: 'media', id: logo.id, overrideAccess: true })
    const tool = await ctx.payload.findByID({ collection: 'tools', id: approved.tool as number, overrideAccess: true, depth: 0 })
    expect(approved.logo).toBe(logo.id)
    expect(tool.logo).toBe(media.url)
    expect(tool).toMatchObject({ validationStatus: 'pending', contentStatus: 'pending' })
    const { docs: jobs } = await ctx.payload.find({
      collection: 'payload-jobs',
      where: { workflowSlug: { equals: 'enrichTool' } },
      sort: '-createdAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    expect(jobs.filter((job) => (job.input as { toolId?: number }).toolId === tool.id)).toHaveLength(1)
  })

  it('says nothing was changed when a manual approval fails', async () => {
    const result = await submitTool({ values: values() })
    if (!result.ok) throw new Error(result.error)
    const failed = await whileTheQueueFails(ctx, () => approveSubmission(ctx.payload, { id: result.data.submissionId, admin: ctx.admin }))
    expect(failed).toMatchObject({ ok: false, httpStatus: 502, message: 'Approval failed and nothing was changed: the job queue is unavailable' })
    const pending = await ctx.payload.findByID({ collection: 'submissions', id: result.data.submissionId, overrideAccess: true, depth: 0 })
    expect(pending).toMatchObject({ reviewStatus: 'pending', chargeStatus: 'not_charged', tool: null })
  })

  it('works signed out, and rejects bad input with a message per field ("Tool name is required"…) without storing anything', async () => {
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
    const created = await ctx.payload.findByID({ collection: 'sponsorships', id: result.data.sponsorshipId, overrideAccess: true, depth: 0 })
    expect(created).toMatchObject({ status: 'pending_review', billingMode: 'manual', plan: 'basic', toolUrl: 'https://manual-featured.example.com' })
    const results = await Promise.all([
      approveSponsorship(ctx.payload, { id: created.id, admin: ctx.admin }),
      approveSponsorship(ctx.payload, { id: created.id, admin: ctx.admin }),
    ])
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, status: 'active', message: 'Approved; invoice the vendor monthly.' }])
    const active = await ctx.payload.findByID({ collection: 'sponsorships', id: created.id, overrideAccess: true, depth: 0 })
    expect(active.status).toBe('active')
    const tools = await ctx.payload.find({ collection: 'tools', where: { name: { equals: created.toolName } }, overrideAccess: true, depth: 0 })
    expect(tools.totalDocs).toBe(1)
    expect(tools.docs[0]).toMatchObject({
      isSponsored: true,
      sponsoredOrder: active.sponsoredOrder,
      category: hrAutomation,
      toolType: 'recruiter',
      validationStatus: 'pending',
      contentStatus: 'pending',
    })
    expect(ctx.sentMail.map((m) => m.subject)).toEqual([`${created.toolName} is now featured on HireStack`])
  })

  it('rejects a sponsorship with a reason, charging nothing', async () => {
    const result = await submitManualSponsorship(sponsorship())
    if (!result.ok) throw new Error(result.error)
    expect(await rejectSponsorship(ctx.payload, { id: result.data.sponsorshipId, admin: ctx.admin, reason: '' })).toMatchObject({ ok: false, httpStatus: 400 })
    expect(await rejectSponsorship(ctx.payload, { id: result.data.sponsorshipId, admin: ctx.admin, reason: 'Duplicate request.' })).toMatchObject({ ok: true })
    expect(ctx.sentMail[0]!.text).toContain('Reason: Duplicate request.')
    expect(await approveSponsorship(ctx.payload, { id: result.data.sponsorshipId, admin: ctx.admin })).toMatchObject({ ok: false, httpStatus: 409 })
  })

  it('leaves the category of an "Other" placement to enrichment, and fills a missing category of an existing tool', async () => {
    const other = await submitManualSponsorship({ ...sponsorship(), category: 'Other' })
    if (!other.ok) throw new Error(other.error)
    await approveSponsorship(ctx.payload, { id: other.data.sponsorshipId, admin: ctx.admin })
    const otherActive = await ctx.payload.findByID({ collection: 'sponsorships', id: other.data.sponsorshipId, overrideAccess: true, depth: 0 })
    const otherTool = await ctx.payload.findByID({ collection: 'tools', id: otherActive.tool as number, overrideAccess: true, depth: 0 })
    expect(otherTool.category ?? null).toBeNull()

    // A placement features its buyer's own tool (a listed one of someone else's is refused: vendors-placement-ownership.int).
    const vendor = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(vendor)
    const listed = await createTool(ctx.payload, { name: `Listed ${randomUUID().slice(0, 8)}`, sourceUrl: 'https://listed.example.com', createdBy: vendor.id })
    const promoted = await submitManualSponsorship({ ...sponsorship(), toolName: listed.name })
    if (!promoted.ok) throw new Error(promoted.error)
    await approveSponsorship(ctx.payload, { id: promoted.data.sponsorshipId, admin: ctx.admin })
    const tool = await ctx.payload.findByID({ collection: 'tools', id: listed.id, overrideAccess: true, depth: 0 })
    expect(tool).toMatchObject({ category: hrAutomation, isSponsored: true })
  })

  it('maps a category text through the alias table, case and spacing aside', async () => {
    const key = randomUUID().slice(0, 8)
    const target = await ctx.payload.create({
      collection: 'categories',
      data: { name: `Alias Target ${key}`, aliases: [{ alias: `talent radar ${key}` }] },
      context: { seedWrite: true },
    })
    expect(await categoryIdFor(ctx.payload, `  Talent   RADAR ${key} `)).toBe(target.id)
    expect(await categoryIdFor(ctx.payload, `alias target ${key}`)).toBe(target.id)
    expect(await categoryIdFor(ctx.payload, `Unknown ${key}`)).toBeNull()
  })

  it('has no billing portal in manual mode', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(vendor)
    expect(await openBillingPortal({ kind: 'sponsorships', id: 1 })).toEqual({
      ok: false,
      error: 'Billing is handled by invoice; reply to your invoice email for changes.',
    })
  })
})
