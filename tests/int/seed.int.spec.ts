import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugify } from '@/platform/text/slugify'
import { seed } from '@/seed'
import { seedCategories } from '@/seed/data/categories'
import { seedTools } from '@/seed/data/tools'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const counts = async () => ({
  tools: (await payload.count({ collection: 'tools', where: { slug: { in: seedTools.map((t) => t.slug ?? slugify(t.name)) } } })).totalDocs,
  categories: (await payload.count({ collection: 'categories' })).totalDocs,
})

describe('seed', () => {
  it('is idempotent', { timeout: 180_000 }, async () => {
    await seed(payload, () => {})
    const first = await counts()
    await seed(payload, () => {})
    const second = await counts()
    expect(second).toEqual(first)
    expect(first.categories).toBeGreaterThanOrEqual(seedCategories.length)
  })

  it('holds at least 150 real tools across at least 12 categories, with the article’s tools', async () => {
    const { docs } = await payload.find({
      collection: 'tools',
      limit: 0,
      pagination: false,
      select: { slug: true, category: true },
      depth: 0,
      overrideAccess: false,
    })
    const slugs = new Set(docs.map((doc) => doc.slug))
    for (const slug of ['peoplegpt', 'findem', 'herohunt', 'hireflow', 'hireez', 'seekout', 'magical']) {
      expect(slugs.has(slug), slug).toBe(true)
    }
    expect(seedTools.length).toBeGreaterThanOrEqual(150)
    expect(docs.length).toBeGreaterThanOrEqual(150)
    expect(new Set(docs.map((doc) => doc.category)).size).toBeGreaterThanOrEqual(12)
  })

  it('stores the category aliases as data', async () => {
    const { docs } = await payload.find({ collection: 'categories', where: { name: { equals: 'Interview Preparation' } } })
    expect(docs[0]?.aliases?.map((row) => row.alias)).toEqual(expect.arrayContaining(['interview prep']))
  })
})
