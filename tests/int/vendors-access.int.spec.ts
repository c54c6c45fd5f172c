import { createLocalReq, docAccessOperation, type PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { Submissions } from '@/features/listings'
import { rejectSubmission } from '@/features/listings/reject-submission'
import { submitTool } from '@/features/listings/submit-tool'
import { Sponsorships } from '@/features/sponsorships'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { rejectSponsorship } from '@/features/sponsorships/reject-sponsorship'
import { submitManualSponsorship } from '@/features/sponsorships/submit-manual-sponsorship'
import { uploadVendorLogo } from '@/features/vendor-forms/upload-vendor-logo'

import { createTool, createUser } from '../helpers/factories'
import { requestHeaders, signedOut } from '../helpers/stripe-request-context'
import { manualTestContext } from '../helpers/vendors-context'
import { sponsorshipValues, submissionValues } from '../helpers/vendors-request-values'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = manualTestContext()

async function ownRequests() {
  const vendor = await createUser(ctx.payload, ['vendor'])
  await ctx.signIn(vendor)
  const submitted = await submitTool({ values: submissionValues() })
  if (!submitted.ok) throw new Error(submitted.error)
  const sponsored = await submitManualSponsorship(sponsorshipValues())
  if (!sponsored.ok) throw new Error(sponsored.error)
  signedOut()
  return { vendor, submissionId: submitted.data.submissionId, sponsorshipId: sponsored.data.sponsorshipId }
}

/** Calls a review endpoint the way Payload's REST router would. */
async function callEndpoint(
  endpoints: typeof Submissions.endpoints,
  path: 'approve' | 'reject',
  user: unknown,
  id: string | number,
  body: () => Promise<unknown> = () => Promise.resolve({ reason: 'Not a fit' }),
) {
  const endpoint = (endpoints || []).find((e) => e.path === `/:id/${path}`)!
  const req = { user, payload: ctx.payload, routeParams: { id: String(id) }, json: body } as unknown as PayloadRequest
  const response = await endpoint.handler(req)
  return { status: response.status, body: (await response.json()) as { ok?: boolean; message: string } }
}

describe('access to submissions and sponsorships', () => {
  it('lets a vendor read only their own rows', async () => {
    const mine = await ownRequests()
    const other = await ownRequests()
    for (const collection of ['submissions', 'sponsorships'] as const) {
      const { docs } = await ctx.payload.find({ collection, user: mine.vendor, overrideAccess: false, limit: 100 })
      expect(docs.length).toBeGreaterThan(0)
      expect(docs.every((doc) => doc.user === mine.vendor.id || (typeof doc.user === 'object' && doc.user?.id === mine.vendor.id))).toBe(true)
    }
    await expect(ctx.payload.findByID({ collection: 'submissions', id: other.submissionId, user: mine.vendor, overrideAccess: false })).rejects.toThrow()
    await expect(ctx.payload.findByID({ collection: 'sponsorships', id: other.sponsorshipId, user: mine.vendor, overrideAccess: false })).rejects.toThrow()
  })

  it('hides both collections from anonymous clients and forbids vendors to write', async () => {
    const mine = await ownRequests()
    for (const collection of ['submissions', 'sponsorships'] as const) {
      await expect(ctx.payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
    await expect(
      ctx.payload.update({ collection: 'submissions', id: mine.submissionId, data: { name: 'Mine now' }, user: mine.vendor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(ctx.payload.find({ collection: 'stripe-events', user: mine.vendor, overrideAccess: false })).rejects.toThrow()
  })

  it('lets only admins approve or reject through the review endpoints', async () => {
    const mine = await ownRequests()
    const editor = await createUser(ctx.payload, ['editor'])
    for (const user of [null, mine.vendor, editor]) {
      expect((await callEndpoint(Submissions.endpoints, 'approve', user, mine.submissionId)).status).toBe(403)
      expect((await callEndpoint(Sponsorships.endpoints, 'reject', user, mine.sponsorshipId)).status).toBe(403)
    }
    const untouched = await ctx.payload.findByID({ collection: 'submissions', id: mine.submissionId, overrideAccess: true, depth: 0 })
    expect(untouched.reviewStatus).toBe('pending')
    expect((await callEndpoint(Submissions.endpoints, 'approve', ctx.admin, 99_999_999)).status).toBe(404)
    expect((await callEndpoint(Submissions.endpoints, 'approve', ctx.admin, mine.submissionId)).status).toBe(200)
    expect((await callEndpoint(Submissions.endpoints, 'approve', ctx.admin, mine.submissionId)).status).toBe(409)
  })
})

describe('review and payment state in the admin form', () => {
  it('cannot be set by an admin editing a submission; only Approve and Reject write it', async () => {
    const { submissionId } = await ownRequests()
    const tool = await createTool(ctx.payload)
    const edited = await ctx.payload.update({
      collection: 'submissions',
      id: submissionId,
      user: ctx.admin,
      overrideAccess: false,
      depth: 0,
      data: {
        name: 'Corrected Name',
        reviewStatus: 'approved',
        reviewNotes: 'fine',
        chargeStatus: 'succeeded',
        stripePaymentIntentId: 'pi_forged',
        billingMode: 'stripe',
        tool: tool.id,
      },
    })
    expect(edited).toMatchObject({ name: 'Corrected Name', reviewStatus: 'pending', chargeStatus: 'not_charged', billingMode: 'manual', tool: null })
    expect(edited.stripePaymentIntentId ?? null).toBeNull()
    expect(edited.reviewNotes ?? null).toBeNull()

    // The admin form shows those fields read-only.
    const permissions = await docAccessOperation({
      collection: ctx.payload.collections.submissions,
      id: submissionId,
      req: await createLocalReq({ user: ctx.admin }, ctx.payload),
    })
    // Payload folds a field whose every permission is granted into `true`.
    const canUpdate = (field: string) => {
      const permission = (permissions.fields as Record<string, true | { update?: unknown }>)[field]
      return permission === true || Boolean(permission?.update)
    }
    expect(canUpdate('name')).toBe(true)
    for (const field of ['reviewStatus', 'chargeStatus', 'billingMode', 'stripePaymentIntentId', 'tool']) expect(canUpdate(field)).toBe(false)

    const created = await ctx.payload.create({
      collection: 'submissions',
      user: ctx.admin,
      overrideAccess: false,
      data: {
        name: 'Typed In By An Admin',
        website: 'https://typed-in.example.com',
        description: 'Phoned in by the vendor.',
        audience: 'other',
        features: 'Scheduling',
        contactEmail: 'typed-in@example.test',
        reviewStatus: 'approved',
        chargeStatus: 'succeeded',
        billingMode: 'stripe',
      },
    })
    expect(created).toMatchObject({ reviewStatus: 'pending', chargeStatus: 'not_charged', billingMode: 'manual' })
  })

  it('cannot be set by an admin editing a sponsorship; the tool may be linked only before approval', async () => {
    const { sponsorshipId, vendor } = await ownRequests()
    // The buyer's own listed tool: a placement may feature only that (someone else's is refused at approval).
    const tool = await createTool(ctx.payload, { createdBy: vendor.id })
    const edited = await ctx.payload.update({
      collection: 'sponsorships',
      id: sponsorshipId,
      user: ctx.admin,
      overrideAccess: false,
      depth: 0,
      data: { status: 'active', sponsoredOrder: 1, stripeSubscriptionId: 'sub_forged', startedAt: new Date().toISOString(), tool: tool.id },
    })
    expect(edited).toMatchObject({ status: 'pending_review', sponsoredOrder: null, startedAt: null, tool: tool.id })
    expect(edited.stripeSubscriptionId ?? null).toBeNull()

    await approveSponsorship(ctx.payload, { id: sponsorshipId, admin: ctx.admin })
    const other = await createTool(ctx.payload)
    const after = await ctx.payload.update({ collection: 'sponsorships', id: sponsorshipId, user: ctx.admin, overrideAccess: false, depth: 0, data: { tool: other.id } })
    expect(after).toMatchObject({ status: 'active', tool: tool.id })
  })
})

describe('bad input', () => {
  it('answers a malformed submission with a message and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'submissions', overrideAccess: true })).totalDocs
    for (const input of [null, undefined, 'x', 42, { values: null }, { values: 'x' }, { values: { ...submissionValues(), logoId: 2 ** 40 } }]) {
      const result = await submitTool(input)
      expect(result).toMatchObject({ ok: false })
      expect((result as { error: string }).error).toMatch(/^(Tool name and contact email are required|Please check the highlighted fields\.)$/)
    }
    expect((await ctx.payload.count({ collection: 'submissions', overrideAccess: true })).totalDocs).toBe(before)
    expect(await submitManualSponsorship(null)).toMatchObject({ ok: false, error: 'Please check the highlighted fields.' })
    expect(await uploadVendorLogo(null)).toMatchObject({ ok: false, code: 'invalid', error: 'Choose an image file.' })
  })

  it('answers review calls with an impossible id or a broken body with a 4xx, never a 500', async () => {
    const { submissionId, sponsorshipId } = await ownRequests()
    for (const id of ['99999999999', '2147483648', 'abc', '-1', '1.5', '']) {
      expect(await callEndpoint(Submissions.endpoints, 'approve', ctx.admin, id)).toEqual({ status: 400, body: { message: 'Invalid id' } })
      expect(await callEndpoint(Sponsorships.endpoints, 'reject', ctx.admin, id)).toEqual({ status: 400, body: { message: 'Invalid id' } })
    }
    const broken = await callEndpoint(Submissions.endpoints, 'reject', ctx.admin, submissionId, () =>
      Promise.reject(new SyntaxError('Unexpected token')),
    )
    expect(broken).toMatchObject({ status: 400, body: { ok: false, message: 'Give the vendor a reason (at least 3 characters).' } })
    expect((await callEndpoint(Sponsorships.endpoints, 'reject', ctx.admin, 2_147_483_647)).status).toBe(404)
    expect((await ctx.payload.findByID({ collection: 'sponsorships', id: sponsorshipId, overrideAccess: true })).status).toBe('pending_review')
  })

  it('reports a rejection the database could not save, and changes nothing', async () => {
    const { submissionId, sponsorshipId } = await ownRequests()
    const update = vi.spyOn(ctx.payload, 'update').mockRejectedValue(new Error('the database went away'))
    const submission = await rejectSubmission(ctx.payload, { id: submissionId, admin: ctx.admin, reason: 'Not a fit.' })
    const placement = await rejectSponsorship(ctx.payload, { id: sponsorshipId, admin: ctx.admin, reason: 'Not a fit.' })
    update.mockRestore()
    expect(submission).toMatchObject({ ok: false, httpStatus: 502, message: 'Rejection failed and nothing was changed: the database went away' })
    expect(placement).toMatchObject({ ok: false, httpStatus: 502, message: 'Rejection failed and nothing was changed: the database went away' })
    expect(ctx.sentMail).toHaveLength(0)
    expect((await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true })).reviewStatus).toBe('pending')
  })
})
