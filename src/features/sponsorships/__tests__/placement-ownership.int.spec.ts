import { randomUUID } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { ownsTool } from '@/domains/vendors'
import { approveSponsorship } from '@/features/sponsorships/approve-sponsorship'
import { submitManualSponsorship } from '@/features/sponsorships/submit-manual-sponsorship'
import { sqlFor } from '@/platform/database/db'
import { createTool, createUser } from '@tests/helpers/factories'
import { requestHeaders } from '@tests/helpers/stripe-request-context'
import { manualTestContext } from '@tests/helpers/vendors-context'
import { sponsorshipValues } from '@tests/helpers/vendors-request-values'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = manualTestContext()

const owns = async (userId: number, toolId: number) => ownsTool(await sqlFor(ctx.payload), userId, toolId)
const placementFor = async (toolName: string) => {
  const result = await submitManualSponsorship(sponsorshipValues({ toolName, category: 'Candidate Sourcing', plan: 'premium' }))
  if (!result.ok) throw new Error(result.error)
  return result.data.sponsorshipId
}
const row = (id: number) => ctx.payload.findByID({ collection: 'sponsorships', id, overrideAccess: true, depth: 0 })

describe('a paid placement grants no ownership of a listed tool', { timeout: 120_000 }, () => {
  it("is not approved for a listed tool its buyer doesn't own, matched by name: it says to claim the tool first", async () => {
    const tool = await createTool(ctx.payload, { name: `Listed ${randomUUID().slice(0, 8)}` })
    const buyer = await createUser(ctx.payload, ['vendor'])
    await ctx.signIn(buyer)
    const id = await placementFor(tool.name.toUpperCase())

    const result = await approveSponsorship(ctx.payload, { id, admin: ctx.admin })
    expect(result).toEqual({
      ok: false,
      httpStatus: 409,
      status: 'pending_review',
      message: `${tool.name.toUpperCase()} is already listed and is not this vendor's tool: they prove it is theirs with a claim first (/account/claim), then approve; or reject this placement.`,
    })
    expect(await row(id)).toMatchObject({ status: 'pending_review', tool: null })
    expect(await ctx.payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true, depth: 0 })).toMatchObject({ isSponsored: false })
    expect(await owns(buyer.id, tool.id)).toBe(false)
    expect(ctx.sentMail).toEqual([])
  })

  it('a placement linked to a tool makes its buyer no owner; one for their own tool or a new listing goes live', async () => {
    const buyer = await createUser(ctx.payload, ['vendor'])
    const stranger = await createTool(ctx.payload)
    await ctx.payload.create({
      collection: 'sponsorships',
      data: { ...sponsorshipValues({ toolName: stranger.name }), plan: 'basic', status: 'active', billingMode: 'manual', user: buyer.id, tool: stranger.id },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    expect(await owns(buyer.id, stranger.id)).toBe(false)

    await ctx.signIn(buyer)
    const own = await createTool(ctx.payload, { createdBy: buyer.id })
    const forOwn = await placementFor(own.name)
    expect(await approveSponsorship(ctx.payload, { id: forOwn, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    expect(await row(forOwn)).toMatchObject({ status: 'active', tool: own.id })

    const forNew = await placementFor(`New ${randomUUID().slice(0, 8)}`)
    expect(await approveSponsorship(ctx.payload, { id: forNew, admin: ctx.admin })).toMatchObject({ ok: true, status: 'active' })
    const listed = (await row(forNew)).tool as number
    expect(listed).not.toBe(own.id)
    expect(await owns(buyer.id, listed)).toBe(true)
  })
})
