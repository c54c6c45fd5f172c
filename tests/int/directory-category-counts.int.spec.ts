import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { categoryMatchForSlug, loadCatalog, toCategoryOptions } from '@/domains/directory/listing/categories'
import { withToolCounts } from '@/domains/directory/listing/category-counts'
import { DEFAULT_FILTERS } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolTypeValue } from '@/domains/directory/tool-options'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function createCategory(aliases: string[] = []) {
  const data = { name: `Count Test ${randomUUID().slice(0, 8)}`, aliases: aliases.map((alias) => ({ alias })) }
  return payload.create({ collection: 'categories', data, ...quiet })
}

/** The count the categories index shows, and the total the category's own listing reports. */
async function countAndListing(type: ToolTypeValue, name: string) {
  const catalog = await loadCatalog(db)
  const [counted] = await withToolCounts(db, type, toCategoryOptions([name], catalog), catalog)
  if (!counted) throw new Error('no count')
  const listing = await queryToolPage(db, { ...DEFAULT_FILTERS, type, category: counted.slug }, categoryMatchForSlug(counted.slug, catalog))
  return { count: counted.toolCount, listed: listing.total }
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
    // "For Everyone" lists every type (spec §7 read 1), and so counts every type.
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
})
