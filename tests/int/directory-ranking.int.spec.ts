/**
 * The ranking rules of a search (`rankScore`): words matched, typos, proximity, attribute,
 * exactness, then the chosen sort; over a small match set (ranked whole), a small base and a large
 * match set (ranked candidates).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseToolFilters } from '@/domains/directory/listing/params'
import { EXACT_COUNT_LIMIT } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { searchToolPage } from '@/domains/directory/search/search-page'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { uniqueWord as unique } from '../helpers/unique-word'

let payload: Payload
let db: SqlExecutor
const quiet = { overrideAccess: true, context: { seedWrite: true } }

/** The home page's first page for `q` (For Everyone, the default Trending sort unless `extra` says otherwise). */
const search = (q: string, extra = '') => searchToolPage(db, parseToolFilters(new URLSearchParams(`type=everyone&q=${encodeURIComponent(q)}&${extra}`)), null)
const names = async (q: string, extra = '') => (await search(q, extra)).tools.map((tool) => tool.name)

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('the ranking rules, before the chosen sort', () => {
  it('words: the tools matching every word first, then those matching fewer (the words are optional)', async () => {
    const [a, b] = [unique(), unique()]
    await createTool(payload, { name: `One word ${a}x`, description: `Finds ${a}alpha people`, trendingScore: 90 })
    await createTool(payload, { name: `Both words ${a}y`, description: `Finds ${a}alpha and ${b}beta people`, trendingScore: 10 })
    const page = await search(`${a}alpha ${b}beta`)
    expect(page.tools.map((tool) => tool.name)).toEqual([`Both words ${a}y`, `One word ${a}x`])
    expect({ total: page.total, estimate: page.totalIsEstimate }).toEqual({ total: 2, estimate: false })
  })

  it('typos: a correction with fewer typos first', async () => {
    const word = unique()
    // "…abcdefgh" is one typo from "…abcdefgx" and two from "…abcdefxy" (nine letters or more: two allowed).
    await createTool(payload, { name: `Two typos ${word}`, description: `Runs ${word}abcdefxy`, trendingScore: 90 })
    await createTool(payload, { name: `One typo ${word}`, description: `Runs ${word}abcdefgx`, trendingScore: 10 })
    const page = await search(`${word}abcdefgh`)
    expect(page.tools.map((tool) => tool.name)).toEqual([`One typo ${word}`, `Two typos ${word}`])
    expect(page.suggestion).toBe(`${word}abcdefgx`)
  })

  it('proximity: the words side by side first', async () => {
    const [a, b] = [unique(), unique()]
    await createTool(payload, { name: `Apart ${a}`, description: `Sends ${a}alpha mail, then ${b}beta mail`, trendingScore: 90 })
    await createTool(payload, { name: `Together ${a}`, description: `Sends ${a}alpha ${b}beta mail`, trendingScore: 10 })
    expect(await names(`${a}alpha ${b}beta`)).toEqual([`Together ${a}`, `Apart ${a}`])
  })

  it('attribute: the name, then the primary category, then a secondary category or integration, then a tag or feature, then the description', async () => {
    const word = unique()
    const category = await payload.create({ collection: 'categories', data: { name: `${word}cat Category` }, ...quiet })
    const integration = await payload.create({ collection: 'integrations', data: { name: `${word}cat Connect`, kind: 'ats' }, ...quiet })
    await createTool(payload, { name: `Described ${word}`, description: `Made for ${word}cat teams`, trendingScore: 90 })
    // A tag equal to the search is exact (the last rule): before a feature of the same attribute, though trending lower.
    await createTool(payload, { name: `Tagged ${word}`, tags: [`${word}cat`], trendingScore: 65 })
    await createTool(payload, { name: `Featured ${word}`, features: [{ text: `${word}cat reports` }], trendingScore: 70 })
    await createTool(payload, { name: `Integrated ${word}`, integrations: [integration.id], trendingScore: 60 })
    await createTool(payload, { name: `Also categorised ${word}`, categories: [category.id], trendingScore: 55 })
    await createTool(payload, { name: `Categorised ${word}`, category: category.id, trendingScore: 50 })
    await createTool(payload, { name: `The ${word}cat`, trendingScore: 1 })
    expect(await names(`${word}cat`)).toEqual([
      `The ${word}cat`,
      `Categorised ${word}`,
      `Integrated ${word}`,
      `Also categorised ${word}`,
      `Tagged ${word}`,
      `Featured ${word}`,
      `Described ${word}`,
    ])
  })

  it('exactness: the name equal to the search, then starting with it, then the whole word, then a prefix; the sort orders ties', async () => {
    const word = unique()
    await createTool(payload, { name: `The ${word}x`, trendingScore: 90 })
    await createTool(payload, { name: `The ${word}`, trendingScore: 85 })
    await createTool(payload, { name: `Also ${word}`, trendingScore: 80 })
    await createTool(payload, { name: `${word} Pro`, trendingScore: 70 })
    await createTool(payload, { name: word.toUpperCase(), trendingScore: 1 })
    expect(await names(word)).toEqual([word.toUpperCase(), `${word} Pro`, `The ${word}`, `Also ${word}`, `The ${word}x`])
    // A–Z orders the ties only: "Also …" before "The …".
    expect(await names(word, 'sort=name')).toEqual([word.toUpperCase(), `${word} Pro`, `Also ${word}`, `The ${word}`, `The ${word}x`])
  })

  it('keeps sponsored placement apart: a sponsored tool leads its tie, never a better match', async () => {
    const [a, b] = [unique(), unique()]
    const sponsored = await createTool(payload, { name: `Sponsored ${a}`, description: `Finds ${a}alpha people`, trendingScore: 1 })
    await createTool(payload, { name: `Plain ${a}`, description: `Finds ${a}alpha people`, trendingScore: 90 })
    await createTool(payload, { name: `Better ${a}`, description: `Finds ${a}alpha ${b}beta people`, trendingScore: 5 })
    await db.execute(sql`UPDATE tools SET is_sponsored = true, sponsored_order = 1 WHERE id = ${sponsored.id}`)
    const page = await search(`${a}alpha ${b}beta`)
    expect(page.tools.map((tool) => [tool.name, tool.isSponsored])).toEqual([
      [`Better ${a}`, false],
      [`Sponsored ${a}`, true],
      [`Plain ${a}`, false],
    ])
  })
})

describe('ranking a large match set', () => {
  it('lists the few tools matching every word first, from the text index, and pages on in the sort', async () => {
    const [a, b] = [unique(), unique()]
    const bulk = EXACT_COUNT_LIMIT * 3
    await db.execute(sql`
      INSERT INTO tools (name, slug, description, tool_type, _status, trending_score, monthly_views, creation_order, updated_at, created_at)
      SELECT 'Bulk ' || ${a} || ' ' || g, ${a} || '-' || g, 'Finds ' || ${a} || 'alpha talent.', 'recruiter', 'published', 100 + g, g, g, now(), now()
      FROM generate_series(1, ${bulk}) AS g`)
    try {
      await createTool(payload, { name: `Both ${a}`, description: `Finds ${a}alpha ${b}beta talent`, trendingScore: 0 })
      const first = await search(`${a}alpha ${b}beta`)
      expect(first.totalIsEstimate).toBe(true)
      expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT)
      expect(first.tools.map((tool) => tool.name).slice(0, 3)).toEqual([`Both ${a}`, `Bulk ${a} ${bulk}`, `Bulk ${a} ${bulk - 1}`])
      // Page 2 follows on in the same order.
      const second = await search(`${a}alpha ${b}beta`, 'page=2')
      const size = first.tools.length
      expect(second.tools[0]?.name).toBe(`Bulk ${a} ${bulk - size + 1}`)
    } finally {
      await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`${a}-%`}`)
    }
  })
})
