import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { logoStore, storeLogo } from '@/domains/enrichment'

import { createTool, createUser } from '../helpers/factories'
import { logoDeletionJobFor } from '../helpers/logo-deletion-job'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  // This spec runs the queued jobs itself; no in-process runner may race it.
  process.env.JOBS_AUTORUN = '0'
  payload = await testPayload()
})

describe('deleting a tool', () => {
  it('takes its upvotes and view counts with it, and keeps the reports that named it', async () => {
    const tool = await createTool(payload)
    const user = await createUser(payload)
    await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: user.id }, overrideAccess: true, context: { seedWrite: true } })
    await payload.create({ collection: 'tool-stats', data: { tool: tool.id, day: '2026-11-20', views: 3, clicks: 1 }, overrideAccess: true })
    const report = await payload.create({
      collection: 'reports',
      data: { tool: tool.id, status: 'new', reason: 'broken_link', details: 'The website link answers 404.' },
      overrideAccess: true,
    })

    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true, context: { seedWrite: true } })

    expect((await payload.find({ collection: 'tools', where: { id: { equals: tool.id } }, draft: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'upvotes', where: { tool: { equals: tool.id } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'tool-stats', where: { tool: { equals: tool.id } } })).totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'reports', id: report.id, depth: 0 })).tool ?? null).toBeNull()
  })

  it('leaves other tools’ upvotes and counts alone', async () => {
    const [kept, removed] = [await createTool(payload), await createTool(payload)]
    const user = await createUser(payload)
    for (const tool of [kept, removed]) {
      await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: user.id }, overrideAccess: true, context: { seedWrite: true } })
    }
    await payload.delete({ collection: 'tools', id: removed.id, overrideAccess: true, context: { seedWrite: true } })
    expect((await payload.count({ collection: 'upvotes', where: { tool: { equals: kept.id } } })).totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'tools', id: kept.id, depth: 0 })).upvoteCount).toBe(1)
  })

  it('removes its stored logos once the delete has committed, by a queued job, not inside the delete', async () => {
    const tool = await createTool(payload)
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#3366ff' } }).png().toBuffer()
    const key = await storeLogo(tool.id, png)

    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true, context: { seedWrite: true } })
    // The delete touched no storage: the bucket (or disk) is only called after the commit.
    expect(await logoStore().read(key)).not.toBeNull()
    const job = await logoDeletionJobFor(payload, tool.id)
    expect(job).toBeDefined()

    await payload.jobs.runByID({ id: job!.id, silent: true })
    expect(await logoStore().read(key)).toBeNull()
  })

  it('keeps the logos of a delete that rolled back', async () => {
    const tool = await createTool(payload)
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff6633' } }).png().toBuffer()
    const key = await storeLogo(tool.id, png)
    const transactionID = await payload.db.beginTransaction()
    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true, context: { seedWrite: true }, req: { transactionID: transactionID! } })
    await payload.db.rollbackTransaction(transactionID!)

    expect(await logoDeletionJobFor(payload, tool.id)).toBeUndefined()
    expect(await logoStore().read(key)).not.toBeNull()
  })
})
