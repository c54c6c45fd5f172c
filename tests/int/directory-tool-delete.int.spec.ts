import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('deleting a tool', () => {
  it('takes its upvotes and view counts with it, and keeps the reports that named it', async () => {
    const tool = await createTool(payload)
    const user = await createUser(payload)
    await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: user.id }, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.create({ collection: 'tool-stats', data: { tool: tool.id, day: '2026-11-20', views: 3, clicks: 1 }, overrideAccess: true })
    const report = await payload.create({
      collection: 'reports',
      data: { tool: tool.id, status: 'new', reason: 'broken_link', details: 'The website link answers 404.' },
      overrideAccess: true,
    })

    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true, context: { disableRevalidate: true } })

    expect((await payload.find({ collection: 'tools', where: { id: { equals: tool.id } }, draft: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'upvotes', where: { tool: { equals: tool.id } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'tool-stats', where: { tool: { equals: tool.id } } })).totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'reports', id: report.id, depth: 0 })).tool ?? null).toBeNull()
  })

  it('leaves other tools’ upvotes and counts alone', async () => {
    const [kept, removed] = [await createTool(payload), await createTool(payload)]
    const user = await createUser(payload)
    for (const tool of [kept, removed]) {
      await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: user.id }, overrideAccess: true, context: { disableRevalidate: true } })
    }
    await payload.delete({ collection: 'tools', id: removed.id, overrideAccess: true, context: { disableRevalidate: true } })
    expect((await payload.count({ collection: 'upvotes', where: { tool: { equals: kept.id } } })).totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'tools', id: kept.id, depth: 0 })).upvoteCount).toBe(1)
  })
})
