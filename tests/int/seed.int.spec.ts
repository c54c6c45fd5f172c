import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugify } from '@/platform/text/slugify'
import { seed } from '@/seed'
import { seedCategories, seedIntegrations, seedToolFacts, seedTools } from '@/seed/data'
import { SEEDED_FACTS_SOURCE } from '@/seed/tool-facts'

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

  it('catalogues the integrations, states each tool\'s facts and source, and invents no launch date', async () => {
    const { docs } = await payload.find({
      collection: 'tools',
      where: { slug: { in: seedTools.map((tool) => tool.slug ?? slugify(tool.name)) } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.length).toBe(seedTools.length)
    expect((await payload.count({ collection: 'integrations' })).totalDocs).toBeGreaterThanOrEqual(seedIntegrations.length)
    for (const doc of docs) {
      const facts = seedToolFacts[doc.slug!]
      expect(doc.launchDate ?? null, doc.slug!).toBe(facts?.launchDate ? `${facts.launchDate}T00:00:00.000Z` : null)
      if (!facts) continue
      expect(doc.factsSource, doc.slug!).toBe(SEEDED_FACTS_SOURCE)
      expect(doc.factsVerifiedAt ?? null, doc.slug!).toBeNull()
      expect(doc.pricingFacts?.startingPriceUsdMonth ?? null, doc.slug!).toBe(facts.pricing.startingPriceUsdMonth)
      expect(doc.compliance?.map(({ kind, status }) => `${kind}:${status}`), doc.slug!).toEqual(facts.compliance.map(({ kind, status }) => `${kind}:${status}`))
    }
    // Names that have a catalogue row become related rows, in the data's order.
    const peoplegpt = docs.find((doc) => doc.slug === 'peoplegpt')!
    const known = new Set(seedIntegrations.map((integration) => integration.name.toLowerCase()))
    const expected = seedTools.find((tool) => tool.name === peoplegpt.name)!.integrations.filter((name) => known.has(name.toLowerCase()))
    expect(peoplegpt.integrations?.length).toBe(expected.length)
    expect(peoplegpt.integrationOptions).toEqual(expected.map((name) => seedIntegrations.find((row) => row.name.toLowerCase() === name.toLowerCase())!.name))
  })

  it('stores the category aliases as data', async () => {
    const { docs } = await payload.find({ collection: 'categories', where: { name: { equals: 'Interview Preparation' } } })
    expect(docs[0]?.aliases?.map((row) => row.alias)).toEqual(expect.arrayContaining(['interview prep']))
  })
})
