import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { calculateRanking } from '@/domains/directory/ranking/calculate-ranking'
import { sqlFor } from '@/platform/database/db'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
const NOW = new Date('2026-06-15T12:00:00Z')
const day = (offset: number) => new Date(NOW.getTime() - offset * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  payload = await testPayload()
})

async function stat(toolId: number, offset: number, views: number, clicks: number) {
  const db = await sqlFor(payload)
  await db.execute(sql`INSERT INTO tool_stats (tool_id, day, views, clicks) VALUES (${toolId}, ${day(offset)}, ${views}, ${clicks})`)
}

async function upvote(toolId: number, daysAgo: number) {
  const user = await createUser(payload)
  const vote = await payload.create({ collection: 'upvotes', data: { tool: toolId, user: user.id }, overrideAccess: true, context: { seedWrite: true } })
  const db = await sqlFor(payload)
  await db.execute(sql`UPDATE upvotes SET created_at = ${new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString()}::timestamptz WHERE id = ${vote.id}`)
}

describe('ranking', () => {
  it('orders a fixed dataset by recent engagement, rolls up views and ranks inside categories', async () => {
    const category = await payload.create({ collection: 'categories', data: { name: `Ranking ${Date.now()}` }, context: { seedWrite: true } })
    const old = new Date(NOW.getTime() - 400 * 86_400_000).toISOString()
    const hot = await createTool(payload, { name: `Hot ${Date.now()}`, category: category.id, launchDate: old })
    const steady = await createTool(payload, { name: `Steady ${Date.now()}`, category: category.id, launchDate: old })
    const quiet = await createTool(payload, { name: `Quiet ${Date.now()}`, category: category.id, launchDate: old })

    // Hot: fresh upvotes and clicks this week. Steady: the same amount of activity two months ago.
    await upvote(hot.id, 1)
    await upvote(hot.id, 2)
    await stat(hot.id, 0, 100, 10)
    await stat(hot.id, 3, 50, 5)
    await upvote(steady.id, 60)
    await upvote(steady.id, 61)
    await stat(steady.id, 60, 150, 15)
    await stat(steady.id, 20, 30, 0)
    await stat(quiet.id, 40, 1, 0)

    const updated = await calculateRanking(payload, undefined, NOW)
    expect(updated).toBeGreaterThanOrEqual(3)

    const read = async (id: number) => payload.findByID({ collection: 'tools', id, draft: true, depth: 0 })
    const [h, s, q] = [await read(hot.id), await read(steady.id), await read(quiet.id)]

    expect(h.weeklyViews).toBe(150)
    expect(h.monthlyViews).toBe(150)
    expect(s.weeklyViews).toBe(0)
    expect(s.monthlyViews).toBe(30)
    expect(h.clickCount).toBe(15)
    expect(s.clickCount).toBe(15)

    expect(h.trendingScore!).toBeGreaterThan(s.trendingScore!)
    expect(s.trendingScore!).toBeGreaterThan(q.trendingScore!)
    expect(h.trendingScore!).toBeLessThanOrEqual(100)
    expect(h.rankingScore!).toBeGreaterThan(s.rankingScore!)
    expect([h.categoryRank, s.categoryRank, q.categoryRank]).toEqual([1, 2, 3])
    // Equal all-time upvotes and clicks: performance ignores recency.
    expect(h.performanceScore!).toBeGreaterThan(q.performanceScore!)
  })

  it('gives a newer tool a freshness boost over an identical older one', async () => {
    const fresh = await createTool(payload, { name: `Fresh ${Date.now()}`, launchDate: new Date(NOW.getTime() - 86_400_000).toISOString() })
    const aged = await createTool(payload, { name: `Aged ${Date.now()}`, launchDate: new Date(NOW.getTime() - 300 * 86_400_000).toISOString() })
    await stat(fresh.id, 1, 20, 2)
    await stat(aged.id, 1, 20, 2)
    await calculateRanking(payload, undefined, NOW)
    const a = await payload.findByID({ collection: 'tools', id: fresh.id, draft: true })
    const b = await payload.findByID({ collection: 'tools', id: aged.id, draft: true })
    expect(a.trendingScore!).toBeGreaterThan(b.trendingScore!)
    expect(a.categoryRank).toBe(0)
  })
})

describe('ranking schedule', () => {
  it('is queued for the top of the next hour on the default queue, once', async () => {
    // A run queued by an earlier file for an hour that has since passed would stand in for this one.
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'calculateRanking' }, completedAt: { exists: false } }, overrideAccess: true })
    const before = Date.now()
    await payload.jobs.handleSchedules({ queue: 'default' })
    await payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'calculateRanking' }, queue: { equals: 'default' }, completedAt: { exists: false }, waitUntil: { exists: true } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const at = new Date(docs[0]!.waitUntil!)
    expect(at.getUTCMinutes()).toBe(0)
    expect(at.getUTCSeconds()).toBe(0)
    expect(at.getTime()).toBeGreaterThan(before)
    expect(at.getTime() - before).toBeLessThanOrEqual(60 * 60_000)
    await payload.delete({ collection: 'payload-jobs', id: docs[0]!.id, overrideAccess: true })
  })
})
