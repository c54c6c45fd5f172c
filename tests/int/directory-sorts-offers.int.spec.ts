import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { categoryMatchForSlug, loadCatalog } from '@/domains/directory/listing/categories'
import { listOrder, toolFilterParts, toolWhere } from '@/domains/directory/listing/conditions'
import { NO_FACET_MATCH } from '@/domains/directory/listing/facet-match'
import { emptyResultOffers } from '@/domains/directory/listing/match-count'
import { DEFAULT_FILTERS, parseToolFilters, toolFiltersToSearch, type ToolFilters } from '@/domains/directory/listing/params'
import { rankedPage } from '@/domains/directory/listing/ranked-page'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

/** A word no other test's tool carries, so a search finds only this test's rows. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`

async function names(filters: Partial<ToolFilters>) {
  const page = await queryToolPage(db, { ...DEFAULT_FILTERS, ...filters }, null)
  return page.tools.map((tool) => tool.name)
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('A–Z and Relevance sorts', () => {
  it('A–Z orders by name, whatever the case', async () => {
    const word = uniqueWord()
    for (const name of [`beta ${word}`, `Alpha ${word}`, `Charlie ${word}`, `alpine ${word}`]) await createTool(payload, { name, trendingScore: name.length })
    expect(await names({ q: word, sort: 'name' })).toEqual([`Alpha ${word}`, `alpine ${word}`, `beta ${word}`, `Charlie ${word}`])
    expect(await names({ q: word, sort: 'name', type: 'everyone' })).toEqual([`Alpha ${word}`, `alpine ${word}`, `beta ${word}`, `Charlie ${word}`])
  })

  it('ranks the name equal to the search first, then names starting with it, containing it, then other matches, in every sort', async () => {
    const word = uniqueWord()
    await createTool(payload, { name: `Only Described ${word.slice(2)}`, description: `Finds candidates, like ${word} does.`, trendingScore: 99 })
    await createTool(payload, { name: `The ${word} Suite`, trendingScore: 80 })
    await createTool(payload, { name: `${word} Pro`, trendingScore: 70 })
    await createTool(payload, { name: word.toUpperCase(), trendingScore: 1 })
    const relevance = await names({ q: word, sort: 'relevance' })
    expect(relevance).toEqual([word.toUpperCase(), `${word} Pro`, `The ${word} Suite`, `Only Described ${word.slice(2)}`])
    // The ranking rules come before the chosen sort: Trending (the default) and A–Z order only their ties.
    expect(await names({ q: word })).toEqual(relevance)
    expect(await names({ q: word, sort: 'name' })).toEqual(relevance)
  })

  it('a large match set ranks its candidates as the exact order does, and pages through one order', async () => {
    const word = uniqueWord()
    await createTool(payload, { name: `Only Described ${word.slice(2)}`, description: `Finds candidates, like ${word} does.`, trendingScore: 99 })
    await createTool(payload, { name: `Also Described ${word.slice(2)}`, description: `Sources talent with ${word}.`, trendingScore: 98 })
    await createTool(payload, { name: `The ${word} Suite`, trendingScore: 80 })
    await createTool(payload, { name: `${word} Pro`, trendingScore: 70 })
    await createTool(payload, { name: word.toUpperCase(), trendingScore: 1 })
    const filters = { ...DEFAULT_FILTERS, q: word, sort: 'relevance' as const }
    const { base, search } = toolFilterParts(filters, null)
    const exact = await names({ q: word, sort: 'relevance' })
    const bounded = await rankedPage(db, base, search!, null, { sort: 'relevance', q: word, size: 24, offset: 0 })
    expect(bounded.map((row) => row.name)).toEqual(exact)
    expect(exact.slice(0, 3)).toEqual([word.toUpperCase(), `${word} Pro`, `The ${word} Suite`])
    const paged: unknown[] = []
    for (let offset = 0; offset < 6; offset += 2) {
      paged.push(...(await rankedPage(db, base, search!, null, { sort: 'relevance', q: word, size: 2, offset })).map((row) => row.name))
    }
    expect(paged).toEqual(exact)
  })

  it('reads an A–Z page of one tool type along the tools_list_name index, with no sort step', async () => {
    const filters = { ...DEFAULT_FILTERS, sort: 'name' as const }
    const order = listOrder('name')
    const plan = await (payload.db as unknown as PostgresAdapter).drizzle.transaction(async (tx) => {
      // A small test table is cheaper to scan and sort (also through another index, depending on the rows
      // earlier files left); the question is whether the index can give the order.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`)
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`)
      await tx.execute(sql`SET LOCAL enable_sort = off`)
      const { rows } = await tx.execute(sql`EXPLAIN SELECT t.id FROM tools t WHERE ${toolWhere(filters, null)} ORDER BY ${order.inner} LIMIT 24`)
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n')
    })
    expect(plan).toContain('tools_list_name')
    expect(plan).not.toMatch(/\bSort\b/)
  })
})

describe('an empty result says which filter hides the matches', () => {
  it('counts a search in the other audiences', async () => {
    const word = uniqueWord()
    await createTool(payload, { name: `${word} Resume`, toolType: 'job_seeker' })
    await createTool(payload, { name: `${word} Coach`, toolType: 'everyone' })
    const filters = parseToolFilters({ q: word })
    expect((await queryToolPage(db, filters, null)).total).toBe(0)
    const offers = await emptyResultOffers(db, filters, () => null, () => NO_FACET_MATCH)
    expect(offers.map((offer) => [offer.label, offer.total, offer.isEstimate, toolFiltersToSearch(offer.filters)])).toEqual([
      ['in For Everyone', 2, false, `?q=${word}&type=everyone`],
    ])
  })

  it('offers only the states that find something, down to the search alone', async () => {
    const word = uniqueWord()
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Offers ${word}` },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    await createTool(payload, { name: `${word} Free Everyone`, toolType: 'everyone', priceRange: 'free' })
    const filters = parseToolFilters({ q: word, category: category.slug!, price: 'paid' })
    const catalog = await loadCatalog(db)
    const offers = await emptyResultOffers(db, filters, (slug) => categoryMatchForSlug(slug, catalog), () => NO_FACET_MATCH)
    expect(offers.map((offer) => [offer.label, offer.total])).toEqual([['with only the search', 1]])
    expect(await emptyResultOffers(db, parseToolFilters({ q: uniqueWord() }), () => null, () => NO_FACET_MATCH)).toEqual([])
  })
})
