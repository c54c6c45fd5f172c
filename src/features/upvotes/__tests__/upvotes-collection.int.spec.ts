import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTool, createUser } from '@tests/helpers/factories'
import { testPayload } from '@tests/helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function upvoteCount(id: number) {
  const tool = await payload.findByID({ collection: 'tools', id, overrideAccess: true, draft: true })
  return tool.upvoteCount
}

describe('upvotes', () => {
  it('are unique per tool and user', async () => {
    const user = await createUser(payload)
    const tool = await createTool(payload)
    await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: user.id }, user, overrideAccess: false })
    await expect(
      payload.create({ collection: 'upvotes', data: { tool: tool.id, user: user.id }, user, overrideAccess: false }),
    ).rejects.toThrow()
    const { totalDocs } = await payload.count({ collection: 'upvotes', where: { tool: { equals: tool.id } } })
    expect(totalDocs).toBe(1)
    expect(await upvoteCount(tool.id)).toBe(1)
  })

  it('are counted on the tool as they come and go', async () => {
    const [a, b] = [await createUser(payload), await createUser(payload)]
    const tool = await createTool(payload)
    const first = await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: a.id }, user: a, overrideAccess: false })
    await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: b.id }, user: b, overrideAccess: false })
    expect(await upvoteCount(tool.id)).toBe(2)
    await payload.delete({ collection: 'upvotes', id: first.id, user: a, overrideAccess: false })
    expect(await upvoteCount(tool.id)).toBe(1)
  })
})
