import { randomUUID } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { ownsTool, releaseVendorRequests, vendorDeletionRefusal } from '@/domains/vendors'
import { signUp } from '@/features/auth/sign-up'
import { verifyEmail } from '@/features/auth/verify-email'
import { approveSubmission } from '@/features/listings/approve-submission'
import { submitTool } from '@/features/listings/submit-tool'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { submitManualSponsorship } from '@/features/sponsorships/submit-manual-sponsorship'
import { sqlFor } from '@/platform/database/db'
import { inTransaction } from '@/platform/database/transaction'
import { vendorListings } from '@/queries/vendor-listings'

import { createTool, createUser } from '../helpers/factories'
import { requestHeaders, signedOut } from '../helpers/stripe-request-context'
import { manualTestContext } from '../helpers/vendors-context'
import { sponsorshipValues, submissionValues } from '../helpers/vendors-request-values'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = manualTestContext()

const uniqueEmail = () => `vendor-${randomUUID().slice(0, 8)}@example.test`

/** A $97 submission and a Premium placement made with `contactEmail` by the caller of the moment. */
async function requestsWith(contactEmail: string) {
  const submission = await submitTool({ values: submissionValues({ contactEmail }) })
  const placement = await submitManualSponsorship(sponsorshipValues({ contactEmail }))
  if (!submission.ok || !placement.ok) throw new Error('the requests were refused')
  return { submissionId: submission.data.submissionId, sponsorshipId: placement.data.sponsorshipId }
}

/** The account as a session carries it (Payload's own read), with the requests /account lists for it. */
async function followedBy(email: string) {
  const { docs } = await ctx.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })
  const account = { ...docs[0]!, collection: 'users' as const }
  const listed = await vendorListings(ctx.payload, account)
  return { account, submissions: listed.submissions.map((doc) => doc.id), sponsorships: listed.sponsorships.map((doc) => doc.id) }
}

describe('an account follows the requests made signed out with its verified address', { timeout: 120_000 }, () => {
  it('from the moment its address is verified, never before, and whatever the case typed', async () => {
    const email = uniqueEmail()
    signedOut()
    const paid = await requestsWith(`  ${email.toUpperCase()} `)

    expect(await signUp({ email, password: 'secret-pass', companyName: 'Paid Before' })).toMatchObject({ ok: true })
    const unverified = await followedBy(email)
    expect(unverified.account._verified).toBe(false)
    expect(unverified).toMatchObject({ submissions: [], sponsorships: [] })

    const { docs } = await ctx.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })
    expect(await verifyEmail(docs[0]!._verificationToken)).toEqual({ ok: true, data: null })
    expect(await followedBy(email)).toMatchObject({ submissions: [paid.submissionId], sponsorships: [paid.sponsorshipId] })

    // Requests made signed out once the account exists show at once.
    signedOut()
    const later = await requestsWith(email)
    expect(await followedBy(email)).toMatchObject({
      submissions: [later.submissionId, paid.submissionId],
      sponsorships: [later.sponsorshipId, paid.sponsorshipId],
    })
    // The request itself stays unlinked: the link is the verified address, read each time.
    const row = await ctx.payload.findByID({ collection: 'submissions', id: paid.submissionId, overrideAccess: true, depth: 0 })
    expect(row).toMatchObject({ user: null, contactEmail: email })
  })

  it("is nobody else's: another account, or a request another account made signed in, stays out", async () => {
    const owner = await createUser(ctx.payload, ['vendor'], uniqueEmail())
    const other = await createUser(ctx.payload, ['vendor'], uniqueEmail())
    signedOut()
    const signedOutRequests = await requestsWith(owner.email)
    // A signed-in vendor naming someone else's address as the contact keeps the request theirs.
    await ctx.signIn(other)
    const othersRequests = await requestsWith(owner.email)

    expect(await followedBy(owner.email)).toMatchObject({
      submissions: [signedOutRequests.submissionId],
      sponsorships: [signedOutRequests.sponsorshipId],
    })
    expect(await followedBy(other.email)).toMatchObject({
      submissions: [othersRequests.submissionId],
      sponsorships: [othersRequests.sponsorshipId],
    })
    // The REST and local API read with the same rule.
    const asOther = await ctx.payload.find({ collection: 'sponsorships', user: { ...other, collection: 'users' }, overrideAccess: false, where: { contactEmail: { equals: owner.email } } })
    expect(asOther.docs.map((doc) => doc.id)).toEqual([othersRequests.sponsorshipId])
  })

  it('grants no ownership, no buyer rights at approval, and neither blocks nor goes with the account deletion', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'], uniqueEmail())
    const theirs = await createTool(ctx.payload, { createdBy: vendor.id })
    signedOut()
    const submission = await submitTool({ values: submissionValues({ contactEmail: vendor.email }) })
    const forTheirTool = await submitManualSponsorship(sponsorshipValues({ contactEmail: vendor.email, toolName: theirs.name }))
    const forNewTool = await submitManualSponsorship(sponsorshipValues({ contactEmail: vendor.email }))
    if (!submission.ok || !forTheirTool.ok || !forNewTool.ok) throw new Error('the requests were refused')

    expect(await approveSubmission(ctx.payload, { id: submission.data.submissionId, admin: ctx.admin })).toMatchObject({ ok: true })
    const listed = (await ctx.payload.findByID({ collection: 'submissions', id: submission.data.submissionId, overrideAccess: true, depth: 0 })).tool as number
    const db = await sqlFor(ctx.payload)
    expect(await ownsTool(db, vendor.id, listed)).toBe(false)
    // Whoever typed the address bought nothing in its owner's name: a listed tool needs a buyer who owns it.
    expect(await approveSponsorship(ctx.payload, { id: forTheirTool.data.sponsorshipId, admin: ctx.admin })).toMatchObject({ ok: false, httpStatus: 409 })
    expect(await approveSponsorship(ctx.payload, { id: forNewTool.data.sponsorshipId, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    const featured = (await ctx.payload.findByID({ collection: 'sponsorships', id: forNewTool.data.sponsorshipId, overrideAccess: true, depth: 0 })).tool as number
    expect(await ownsTool(db, vendor.id, featured)).toBe(false)

    const refusal = await inTransaction(ctx.payload, async (req) => {
      const refused = await vendorDeletionRefusal(ctx.payload, req, vendor.id)
      await releaseVendorRequests(ctx.payload, req, vendor.id)
      return refused
    })
    expect(refusal).toBeNull()
    const kept = await ctx.payload.find({
      collection: 'sponsorships',
      where: { id: { in: [forTheirTool.data.sponsorshipId, forNewTool.data.sponsorshipId] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(kept.docs.map((doc) => doc.status).sort()).toEqual(['active', 'pending_review'])
  })
})
