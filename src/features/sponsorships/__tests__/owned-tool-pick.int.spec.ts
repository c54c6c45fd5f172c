import { describe, expect, it, vi } from 'vitest'

import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { NOT_YOUR_TOOL } from '@/features/sponsorships/sponsorship-request'
import { submitManualSponsorship } from '@/features/sponsorships/submit-manual-sponsorship'
import { createTool, createUser } from '@tests/helpers/factories'
import { requestHeaders } from '@tests/helpers/stripe-request-context'
import { manualTestContext } from '@tests/helpers/vendors-context'
import { sponsorshipValues } from '@tests/helpers/vendors-request-values'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = manualTestContext()

const requestsNamed = async (toolName: string) =>
  (await ctx.payload.find({ collection: 'sponsorships', where: { toolName: { equals: toolName } }, overrideAccess: true, depth: 0 })).docs

describe('a signed-in vendor features one of their own listed tools', { timeout: 120_000 }, () => {
  it('picked, the request is for that listing under its own name, and it goes live on approval', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'])
    const own = await createTool(ctx.payload, { createdBy: vendor.id })
    await ctx.signIn(vendor)

    const result = await submitManualSponsorship(sponsorshipValues({ toolName: 'Typed over', toolId: own.id, category: 'Resume Builder' }))
    expect(result.ok).toBe(true)
    const id = result.ok ? result.data.sponsorshipId : 0
    expect(await ctx.payload.findByID({ collection: 'sponsorships', id, overrideAccess: true, depth: 0 })).toMatchObject({
      toolName: own.name,
      tool: own.id,
      user: vendor.id,
      category: 'Resume Builder',
      status: 'pending_review',
    })
    expect(await approveSponsorship(ctx.payload, { id, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    expect(await ctx.payload.findByID({ collection: 'tools', id: own.id, overrideAccess: true, depth: 0 })).toMatchObject({ isSponsored: true })
  })

  it("refuses someone else's tool, checked on the server: nothing is stored", async () => {
    const owner = await createUser(ctx.payload, ['vendor'])
    const theirs = await createTool(ctx.payload, { createdBy: owner.id })
    const vendor = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(vendor)
    const values = sponsorshipValues({ toolId: theirs.id })

    expect(await submitManualSponsorship(values)).toEqual({ ok: false, error: NOT_YOUR_TOOL })
    expect(await requestsNamed(values.toolName)).toEqual([])
    expect(await requestsNamed(theirs.name)).toEqual([])
  })

  it('refuses a picked tool id signed out, and one that does not exist', async () => {
    const owner = await createUser(ctx.payload, ['vendor'])
    const own = await createTool(ctx.payload, { createdBy: owner.id })
    const signedOut = sponsorshipValues({ toolId: own.id })
    expect(await submitManualSponsorship(signedOut)).toEqual({ ok: false, error: NOT_YOUR_TOOL })

    await ctx.signIn(owner)
    const missing = sponsorshipValues({ toolId: 2_000_000_000 })
    expect(await submitManualSponsorship(missing)).toEqual({ ok: false, error: NOT_YOUR_TOOL })
    expect([...(await requestsNamed(signedOut.toolName)), ...(await requestsNamed(missing.toolName))]).toEqual([])
  })

  it('answers a malformed tool id with the form message and stores nothing', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(vendor)
    for (const toolId of ['abc', -3, 1.5, '2147483648']) {
      const values = sponsorshipValues({ toolId })
      const result = await submitManualSponsorship(values)
      expect(result).toMatchObject({ ok: false, error: 'Please check the highlighted fields.' })
      expect(await requestsNamed(values.toolName)).toEqual([])
    }
  })

  it('a job-seeker category is accepted, and a new listing made for it gets the job-seeker type', async () => {
    const vendor = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(vendor)
    const result = await submitManualSponsorship(sponsorshipValues({ category: 'Interview Preparation' }))
    expect(result.ok).toBe(true)
    const id = result.ok ? result.data.sponsorshipId : 0
    expect(await approveSponsorship(ctx.payload, { id, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    const { tool } = await ctx.payload.findByID({ collection: 'sponsorships', id, overrideAccess: true, depth: 1 })
    expect(tool).toMatchObject({ toolType: 'job_seeker', createdBy: expect.anything() })
  })
})
