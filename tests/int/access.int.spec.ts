import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let admin: Awaited<ReturnType<typeof createUser>>
let alice: Awaited<ReturnType<typeof createUser>>
let bob: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'])
  alice = await createUser(payload, ['user'])
  bob = await createUser(payload, ['vendor'])
})

const anonymous = { overrideAccess: false } as const

describe('anonymous visitors', () => {
  it.each(['subscribers', 'submissions', 'sponsorships'] as const)('cannot read %s', async (collection) => {
    await expect(payload.find({ collection, ...anonymous })).rejects.toThrow(/not allowed/i)
  })

  it('cannot read users', async () => {
    await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toThrow(/not allowed/i)
  })

  it('cannot create, update or delete tools', async () => {
    await expect(payload.create({ collection: 'tools', data: { name: 'Nope', toolType: 'recruiter' }, ...anonymous })).rejects.toThrow(/not allowed/i)
    const tool = await createTool(payload)
    await expect(
      payload.update({ collection: 'tools', id: tool.id, data: { name: 'Hacked' }, ...anonymous }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'tools', id: tool.id, ...anonymous })).rejects.toThrow(/not allowed/i)
  })

  it('reads published tools only', async () => {
    const draft = await createTool(payload, { name: 'Hidden Draft Tool', _status: 'draft' })
    const visible = await createTool(payload, { name: 'Visible Published Tool' })
    const { docs } = await payload.find({
      collection: 'tools',
      where: { id: { in: [draft.id, visible.id] } },
      ...anonymous,
    })
    expect(docs.map((doc) => doc.id)).toEqual([visible.id])
  })

  it('reads categories', async () => {
    const result = await payload.find({ collection: 'categories', ...anonymous })
    expect(result).toHaveProperty('docs')
  })
})

describe('signed-in users', () => {
  it('read only their own user record', async () => {
    const { docs } = await payload.find({ collection: 'users', user: alice, overrideAccess: false })
    expect(docs.map((doc) => doc.id)).toEqual([alice.id])
  })

  it('cannot give themselves a role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: alice.id,
      data: { roles: ['admin'] },
      user: alice,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['user'])
  })

  it('cannot create an upvote for someone else', async () => {
    const tool = await createTool(payload)
    await expect(
      payload.create({ collection: 'upvotes', data: { tool: tool.id, user: bob.id }, user: alice, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('cannot delete another user’s upvote', async () => {
    const tool = await createTool(payload)
    const upvote = await payload.create({
      collection: 'upvotes',
      data: { tool: tool.id, user: bob.id },
      user: bob,
      overrideAccess: false,
    })
    await expect(payload.delete({ collection: 'upvotes', id: upvote.id, user: alice, overrideAccess: false })).rejects.toThrow()
    const still = await payload.findByID({ collection: 'upvotes', id: upvote.id, overrideAccess: true })
    expect(still.id).toBe(upvote.id)
  })

  it('do not see other users’ submissions', async () => {
    const own = await payload.create({
      collection: 'submissions',
      data: {
        name: 'Bob Tool',
        website: 'https://bob.example',
        description: 'A tool',
        audience: 'recruiters',
        features: 'one',
        contactEmail: 'bob@example.test',
        user: bob.id,
        billingMode: 'manual',
        reviewStatus: 'pending',
      },
      overrideAccess: true,
    })
    const asAlice = await payload.find({ collection: 'submissions', user: alice, overrideAccess: false })
    expect(asAlice.docs).toHaveLength(0)
    const asBob = await payload.find({ collection: 'submissions', user: bob, overrideAccess: false })
    expect(asBob.docs.map((doc) => doc.id)).toEqual([own.id])
    // Looked up by id: the admin sees every test's submissions, more than one page of them.
    const asAdmin = await payload.find({ collection: 'submissions', user: admin, overrideAccess: false, where: { id: { equals: own.id } } })
    expect(asAdmin.docs.map((doc) => doc.id)).toEqual([own.id])
  })
})
