import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { categoryMatchForSlug, categoryNamesForType, loadCatalog } from '@/domains/directory/listing/categories'
import { toolFilterParts, toolWhere } from '@/domains/directory/listing/conditions'
import { listPage, smallBasePage, WALK_ROWS } from '@/domains/directory/listing/page-lists'
import { DEFAULT_FILTERS, type ToolFilters } from '@/domains/directory/listing/params'
import { rankedPage } from '@/domains/directory/listing/ranked-page'
import { EXACT_COUNT_LIMIT, queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

/** Each test works inside its own category so rows from other tests never show up. */
async function createCategory(aliases: string[] = []) {
  const suffix = randomUUID().slice(0, 8)
  return payload.create({
    collection: 'categories',
    data: { name: `Query Test ${suffix}`, aliases: aliases.map((alias) => ({ alias })) },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}

async function names(filters: Partial<ToolFilters>, categorySlug: string) {
  const catalog = await loadCatalog(db)
  const full = { ...DEFAULT_FILTERS, ...filters, category: categorySlug }
  const page = await queryToolPage(db, full, categoryMatchForSlug(categorySlug, catalog))
  return page.tools.map((tool) => tool.name)
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('tool query: category, type, price, sort and paging', () => {
  it('matches the category as primary, secondary or tag (including aliases), published only', async () => {
    const category = await createCategory(['talent radar'])
    const other = await createCategory()
    await createTool(payload, { name: `Primary ${category.id}`, category: category.id })
    await createTool(payload, { name: `Secondary ${category.id}`, category: other.id, categories: [category.id] })
    await createTool(payload, { name: `Tagged ${category.id}`, tags: ['Talent Radar'] })
    await createTool(payload, { name: `Draft ${category.id}`, category: category.id, _status: 'draft' })
    await createTool(payload, { name: `Unrelated ${category.id}`, category: other.id })
    const found = await names({ type: 'everyone', sort: 'new' }, category.slug!)
    expect(found.sort()).toEqual([`Primary ${category.id}`, `Secondary ${category.id}`, `Tagged ${category.id}`].sort())
  })

  it('filters by type, with "everyone" matching every type', async () => {
    const category = await createCategory()
    await createTool(payload, { name: 'Type R', category: category.id, toolType: 'recruiter' })
    await createTool(payload, { name: 'Type J', category: category.id, toolType: 'job_seeker' })
    await createTool(payload, { name: 'Type E', category: category.id, toolType: 'everyone' })
    expect(await names({ type: 'recruiter' }, category.slug!)).toEqual(['Type R'])
    expect(await names({ type: 'job_seeker' }, category.slug!)).toEqual(['Type J'])
    expect((await names({ type: 'everyone' }, category.slug!)).sort()).toEqual(['Type E', 'Type J', 'Type R'])
  })

  it('maps price filters: free, freemium (free to start), paid (paid or enterprise)', async () => {
    const category = await createCategory()
    for (const priceRange of ['free', 'free-to-start', 'paid', 'enterprise']) {
      await createTool(payload, { name: `Price ${priceRange}`, category: category.id, priceRange })
    }
    const slug = category.slug!
    expect(await names({ price: 'free' }, slug)).toEqual(['Price free'])
    expect(await names({ price: 'freemium' }, slug)).toEqual(['Price free-to-start'])
    expect((await names({ price: 'paid' }, slug)).sort()).toEqual(['Price enterprise', 'Price paid'])
    expect(await names({ price: 'all' }, slug)).toHaveLength(4)
  })

  it('sorts trending with sponsored first, then by score; popular by monthly views; new by creation order', async () => {
    const category = await createCategory()
    const base = { category: category.id }
    await createTool(payload, { ...base, name: 'Hot', trendingScore: 90, monthlyViews: 5, creationOrder: 1 })
    await createTool(payload, { ...base, name: 'Warm', trendingScore: 40, monthlyViews: 50, creationOrder: 3 })
    await createTool(payload, { ...base, name: 'Sponsored Two', trendingScore: 1, sponsoredOrder: 2, isSponsored: true, monthlyViews: 1, creationOrder: 2 })
    await createTool(payload, { ...base, name: 'Sponsored One', trendingScore: 0, sponsoredOrder: 1, isSponsored: true, monthlyViews: 10, creationOrder: 4 })
    const slug = category.slug!
    expect(await names({ sort: 'trending' }, slug)).toEqual(['Sponsored One', 'Sponsored Two', 'Hot', 'Warm'])
    expect(await names({ sort: 'most_popular' }, slug)).toEqual(['Warm', 'Sponsored One', 'Hot', 'Sponsored Two'])
    expect(await names({ sort: 'new' }, slug)).toEqual(['Sponsored One', 'Warm', 'Sponsored Two', 'Hot'])
  })

  it('searches words by prefix and name substrings, case-insensitively', async () => {
    const category = await createCategory()
    await createTool(payload, { name: 'Quillmatch', category: category.id, description: 'Finds engineers through sourcing campaigns.' })
    await createTool(payload, { name: 'Other Thing', category: category.id, description: 'Schedules interviews.' })
    const slug = category.slug!
    expect(await names({ q: 'SOURC' }, slug)).toEqual(['Quillmatch'])
    expect(await names({ q: 'llmat' }, slug)).toEqual(['Quillmatch'])
    expect(await names({ q: 'interview' }, slug)).toEqual(['Other Thing'])
    expect(await names({ q: "'); drop table tools; --" }, slug)).toEqual([])
  })

  it('pages with an exact total for small result sets', async () => {
    const category = await createCategory()
    for (let index = 0; index < 5; index += 1) await createTool(payload, { name: `Paged ${index}`, category: category.id, creationOrder: index })
    const catalog = await loadCatalog(db)
    const page = await queryToolPage(
      db,
      { ...DEFAULT_FILTERS, category: category.slug!, sort: 'new', size: 12, page: 1 },
      categoryMatchForSlug(category.slug!, catalog),
    )
    expect(page.total).toBe(5)
    expect(page.totalIsEstimate).toBe(false)
    expect(page.pageCount).toBe(1)
    expect(page.tools[0]?.name).toBe('Paged 4')
  })

  it('returns key benefits (at most 3) and the category on cards', async () => {
    const category = await createCategory()
    await createTool(payload, { name: 'Benefits Tool', category: category.id, keyBenefits: ['One', 'Two', 'Three', 'Four'] })
    const catalog = await loadCatalog(db)
    const page = await queryToolPage(db, { ...DEFAULT_FILTERS, category: category.slug! }, categoryMatchForSlug(category.slug!, catalog))
    expect(page.tools[0]?.keyBenefits).toEqual(['One', 'Two', 'Three'])
    expect(page.tools[0]?.category).toEqual({ name: category.name, slug: category.slug })
  })
})

describe('category options of a tool type', () => {
  it('merges categories of audience-tagged tools and normalises aliases', async () => {
    const prep = await createCategory(['prep alias ' + randomUUID().slice(0, 6)])
    const alias = prep.aliases![0]!.alias
    const primary = await createCategory()
    await createTool(payload, { name: `Seeker ${primary.id}`, toolType: 'recruiter', category: primary.id, tags: ['jobseeker', alias.toUpperCase()] })
    const catalog = await loadCatalog(db)
    const seekerNames = await categoryNamesForType(db, 'job_seeker', catalog)
    expect(seekerNames).toContain(primary.name)
    expect(seekerNames).toContain(prep.name)
    expect(seekerNames).not.toContain(alias)
    expect(seekerNames).toEqual([...seekerNames].sort((a, b) => a.localeCompare(b)))
    const recruiterNames = await categoryNamesForType(db, 'recruiter', catalog)
    expect(recruiterNames).toContain(primary.name)
    expect(recruiterNames).not.toContain(prep.name)
  })

  it('treats an unknown category slug as a tag label', async () => {
    const catalog = await loadCatalog(db)
    expect(categoryMatchForSlug('no-such-category-xyz', catalog)).toEqual({ id: null, labels: ['no such category xyz'] })
  })
})

describe('large match sets (estimated totals, ranked candidates)', () => {
  const word = `zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`
  const bulk = 600

  beforeAll(async () => {
    await db.execute(sql`
      INSERT INTO tools (name, slug, description, tool_type, _status, trending_score, monthly_views, creation_order, updated_at, created_at)
      SELECT 'Bulk ' || ${word} || ' ' || g, ${word} || '-' || g, 'Finds ' || ${word} || ' talent.', 'recruiter', 'published',
        (g * 37) % 101, (g * 53) % 97, g, now(), now()
      FROM generate_series(1, ${bulk}) AS g`)
    await db.execute(sql`
      INSERT INTO tools_texts ("order", parent_id, path, text) SELECT 1, id, 'tags', ${word} FROM tools WHERE slug LIKE ${`${word}-%`}`)
    await db.execute(sql`ANALYZE tools`)
  })

  afterAll(async () => {
    await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`${word}-%`}`)
  })

  async function reference(filters: ToolFilters) {
    const catalog = await loadCatalog(db)
    const match = filters.category ? categoryMatchForSlug(filters.category, catalog) : null
    const rows = await listPage(db, toolWhere(filters, match), { sort: filters.sort, size: filters.size, offset: (filters.page - 1) * filters.size })
    return rows.map((row) => row.name)
  }

  it('shows the estimate for a large category match and still the exact first rows of each sort', async () => {
    const catalog = await loadCatalog(db)
    for (const sort of ['trending', 'most_popular', 'new'] as const) {
      const filters = { ...DEFAULT_FILTERS, category: word, sort, page: 2 }
      const page = await queryToolPage(db, filters, categoryMatchForSlug(word, catalog))
      expect(page.totalIsEstimate).toBe(true)
      expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT)
      expect(page.tools.map((tool) => tool.name)).toEqual(await reference(filters))
      expect(page.tools).toHaveLength(24)
    }
  })

  // Every bulk tool matches the word alike (name, tag, description): the ranking rules tie, and the sort orders them.
  it('pages a frequent search word through its ranked candidates with the rows of the plain query when the rules tie', async () => {
    for (const page of [1, 3]) {
      const filters = { ...DEFAULT_FILTERS, q: word, page }
      const result = await queryToolPage(db, filters, null)
      expect(result.totalIsEstimate).toBe(true)
      expect(result.total).toBeGreaterThanOrEqual(bulk * 0.5)
      expect(result.tools.map((tool) => tool.name)).toEqual(await reference(filters))
      const { base, search } = toolFilterParts(filters, null)
      const ranked = await rankedPage(db, base, search!, null, { sort: 'trending', q: word, size: 24, offset: (page - 1) * 24 })
      expect(ranked.map((row) => row.name)).toEqual(await reference(filters))
    }
  })

  it('orders the ranked candidates and the matches past them by every sort, as the plain query', async () => {
    for (const sort of ['name', 'most_popular', 'new'] as const) {
      for (const page of [2, 12]) {
        const filters = { ...DEFAULT_FILTERS, q: word, sort, page }
        const { base, search } = toolFilterParts(filters, null)
        const ranked = await rankedPage(db, base, search!, null, { sort, q: word, size: 24, offset: (page - 1) * 24 })
        expect(ranked.map((row) => row.name)).toEqual(await reference(filters))
      }
    }
  })

  it('lists and counts a search within a small base in one read, in the order of the plain query when the rules tie', async () => {
    const match = categoryMatchForSlug(word, await loadCatalog(db))
    for (const sort of ['trending', 'name', 'most_popular', 'new'] as const) {
      for (const page of [1, 25, 26]) {
        const filters = { ...DEFAULT_FILTERS, category: word, q: word, sort, page }
        const expected = await reference(filters)
        expect(expected).toHaveLength(page === 26 ? 0 : 24)
        const { base, search } = toolFilterParts(filters, match)
        const small = await smallBasePage(db, base, search!, { sort, q: word, size: 24, offset: (page - 1) * 24 })
        expect(small?.total).toBe(bulk)
        expect(small?.rows.map((row) => row.name)).toEqual(expected)
        const result = await queryToolPage(db, filters, match)
        expect({ total: result.total, estimate: result.totalIsEstimate }).toEqual({ total: bulk, estimate: false })
        expect(result.tools.map((tool) => tool.name)).toEqual(expected)
      }
    }
  })

  it('ranks a search within a small base: the tools matching every word first, the whole word before its prefix', async () => {
    const match = categoryMatchForSlug(word, await loadCatalog(db))
    // "<word> 1" matches every bulk tool by its first word; tools 1, 10-19 and 100-199 match both.
    const filters = { ...DEFAULT_FILTERS, category: word, q: `${word} 1`, size: 96 }
    const result = await queryToolPage(db, filters, match)
    expect({ total: result.total, estimate: result.totalIsEstimate }).toEqual({ total: bulk, estimate: false })
    const both = (name: unknown) => /^Bulk \S+ 1\d*$/.test(String(name))
    const trending = (await reference({ ...filters, q: word, size: bulk })).filter(both)
    // "1" is a whole word of tool 1's name only, a prefix of the others'.
    expect(result.tools.map((tool) => tool.name)).toEqual([`Bulk ${word} 1`, ...trending.filter((name) => name !== `Bulk ${word} 1`)].slice(0, 96))
  })

  it('gives up a base larger than it can read whole', async () => {
    const wide = `zw${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`
    await db.execute(sql`
      INSERT INTO tools (name, slug, description, tool_type, _status, trending_score, monthly_views, creation_order, updated_at, created_at)
      SELECT 'Wide ' || ${wide} || ' ' || g, ${wide} || '-' || g, 'Finds talent.', 'recruiter', 'published', g % 101, g % 97, g, now(), now()
      FROM generate_series(1, ${WALK_ROWS + 1}) AS g`)
    try {
      const search = toolFilterParts({ ...DEFAULT_FILTERS, q: wide }, null).search!
      const page = { sort: 'trending' as const, size: 24, offset: 0 }
      expect(await smallBasePage(db, sql`t.slug LIKE ${`${wide}-%`}`, search, page)).toBeNull()
      expect((await smallBasePage(db, sql`t.slug LIKE ${`${wide}-%`} AND t.creation_order > 1`, search, page))?.total).toBe(WALK_ROWS)
    } finally {
      await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`${wide}-%`}`)
    }
  })

  it('knows the exact total when the last page is short', async () => {
    const filters = { ...DEFAULT_FILTERS, q: word, size: 96, page: 7 }
    const result = await queryToolPage(db, filters, null)
    expect(result.tools).toHaveLength(bulk - 6 * 96)
    expect(result.total).toBe(bulk)
    expect(result.totalIsEstimate).toBe(false)
  })
})
