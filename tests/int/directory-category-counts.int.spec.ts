import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { categoryMatchForSlug, categoryNamesForType, loadCatalog, toCategoryOptions } from '@/domains/directory/listing/categories'
import { withToolCounts } from '@/domains/directory/listing/category-counts'
import { DEFAULT_FILTERS } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolTypeValue } from '@/domains/directory/tool-options'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

const quiet = { overrideAccess: true, context: { seedWrite: true } } as const

async function createCategory(aliases: string[] = []) {
  const data = { name: `Count Test ${randomUUID().slice(0, 8)}`, aliases: aliases.map((alias) => ({ alias })) }
  return payload.create({ collection: 'categories', data, ...quiet })
}

/** The count the categories index shows, and the total the category's own listing reports, each with whether it is an estimate. */
async function countedAndListed(type: ToolTypeValue, name: string) {
  const catalog = await loadCatalog(db)
  const [counted] = await withToolCounts(db, type, toCategoryOptions([name], catalog), catalog)
  if (!counted) throw new Error('no count')
  const listing = await queryToolPage(db, { ...DEFAULT_FILTERS, type, category: counted.slug }, categoryMatchForSlug(counted.slug, catalog))
  return { count: counted.toolCount, countIsEstimate: counted.toolCountIsEstimate, listed: listing.total, listedIsEstimate: listing.totalIsEstimate }
}

async function countAndListing(type: ToolTypeValue, name: string) {
  const { count, listed } = await countedAndListed(type, name)
  return { count, listed }
}

async function namesFor(type: ToolTypeValue) {
  return categoryNamesForType(db, type, await loadCatalog(db))
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('tool counts on the categories index', () => {
  it("counts what the category's listing shows: primary, secondary and alias-tagged tools of the type, published only", async () => {
    const alias = `alias ${randomUUID().slice(0, 6)}`
    const category = await createCategory([alias])
    const other = await createCategory()
    await createTool(payload, { category: category.id })
    await createTool(payload, { category: other.id, categories: [category.id] })
    await createTool(payload, { category: other.id, tags: [alias] })
    await createTool(payload, { category: category.id, toolType: 'job_seeker' })
    await createTool(payload, { category: category.id, _status: 'draft' })

    expect(await countAndListing('recruiter', category.name)).toEqual({ count: 3, listed: 3 })
    expect(await countAndListing('job_seeker', category.name)).toEqual({ count: 1, listed: 1 })
    // "For Everyone" lists every type, and so counts every type.
    expect(await countAndListing('everyone', category.name)).toEqual({ count: 4, listed: 4 })
  })

  it('counts 0 for a category with no published tools, and answers nothing for no categories', async () => {
    const empty = await createCategory()
    await createTool(payload, { category: empty.id, _status: 'draft' })
    const catalog = await loadCatalog(db)
    expect(await withToolCounts(db, 'recruiter', toCategoryOptions([empty.name], catalog), catalog)).toEqual([
      expect.objectContaining({ name: empty.name, toolCount: 0 }),
    ])
    expect(await withToolCounts(db, 'recruiter', [], catalog)).toEqual([])
  })

  it('counts a tool once in each of its categories, however many ways it matches one', async () => {
    const alias = `twice ${randomUUID().slice(0, 6)}`
    const first = await createCategory([alias])
    const second = await createCategory()
    // Primary, and tagged with the first category's name and alias: still one tool there.
    await createTool(payload, { category: first.id, categories: [second.id], tags: [first.name, alias] })
    expect(await countAndListing('recruiter', first.name)).toEqual({ count: 1, listed: 1 })
    expect(await countAndListing('recruiter', second.name)).toEqual({ count: 1, listed: 1 })
  })

  it("gives a large listing's estimate, marked as one, as the listing itself does", async () => {
    const primary = await createCategory()
    const tagged = await createCategory()
    const prefix = `count-bulk-${randomUUID().slice(0, 8)}`
    await db.execute(sql`
      INSERT INTO tools (name, slug, description, category_id, tool_type, _status, trending_score, monthly_views, creation_order, updated_at, created_at)
      SELECT 'Count Bulk ' || ${prefix} || ' ' || g, ${prefix} || '-' || g, 'A bulk tool.', ${primary.id}, 'everyone', 'published', g % 97, g % 89, g, now(), now()
      FROM generate_series(1, 1200) AS g`)
    // The second category only through a tag: no tool has it as primary, so its count asks the listing's own condition.
    await db.execute(sql`
      INSERT INTO tools_texts ("order", parent_id, path, text) SELECT 1, id, 'tags', ${tagged.name} FROM tools WHERE slug LIKE ${`${prefix}-%`}`)
    await db.execute(sql`ANALYZE tools`)
    try {
      for (const category of [primary, tagged]) {
        const shown = await countedAndListed('everyone', category.name)
        expect(shown).toEqual({ count: shown.listed, countIsEstimate: true, listed: shown.listed, listedIsEstimate: true })
        expect(shown.count).toBeGreaterThan(500)
      }
    } finally {
      await db.execute(sql`DELETE FROM tools WHERE slug LIKE ${`${prefix}-%`}`)
    }
  })
})

describe('category names a tool type browses', () => {
  it('names the primary categories of listed tools of that type only', async () => {
    const primary = await createCategory()
    const secondaryOnly = await createCategory()
    const draftOnly = await createCategory()
    const seekerOnly = await createCategory()
    await createTool(payload, { category: primary.id, categories: [secondaryOnly.id] })
    await createTool(payload, { category: draftOnly.id, _status: 'draft' })
    await createTool(payload, { category: seekerOnly.id, toolType: 'job_seeker' })
    const recruiter = await namesFor('recruiter')
    expect(recruiter).toContain(primary.name)
    for (const other of [secondaryOnly, draftOnly, seekerOnly]) expect(recruiter).not.toContain(other.name)
    expect(await namesFor('job_seeker')).toContain(seekerOnly.name)
    // "For Everyone" names the categories of tools for everyone, not of every type.
    expect(await namesFor('everyone')).not.toContain(seekerOnly.name)
  })

  it('adds for job seekers and everyone the category and category tags of audience-tagged tools of any type', async () => {
    const alias = `audience ${randomUUID().slice(0, 6)}`
    const primary = await createCategory()
    const tagged = await createCategory([alias])
    const forEveryone = await createCategory()
    await createTool(payload, { category: primary.id, tags: ['Job Seeker', alias.toUpperCase()] })
    await createTool(payload, { category: forEveryone.id, tags: ['everyone'] })
    const seeker = await namesFor('job_seeker')
    expect(seeker).toEqual(expect.arrayContaining([primary.name, tagged.name]))
    expect(seeker).not.toContain(forEveryone.name)
    expect(seeker).not.toContain(alias)
    const everyone = await namesFor('everyone')
    expect(everyone).toContain(forEveryone.name)
    expect(everyone).not.toContain(tagged.name)
    expect(await namesFor('recruiter')).not.toContain(tagged.name)
    // The tools are recruiters' tools: the job seekers' listings of these categories are empty, and say so.
    expect(await countAndListing('job_seeker', primary.name)).toEqual({ count: 0, listed: 0 })
    expect(await countAndListing('job_seeker', tagged.name)).toEqual({ count: 0, listed: 0 })
    expect(await countAndListing('everyone', tagged.name)).toEqual({ count: 1, listed: 1 })
  })
})
