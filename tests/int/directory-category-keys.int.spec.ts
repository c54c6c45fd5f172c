import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

const quiet = { overrideAccess: true, context: { seedWrite: true } } as const

async function createCategory() {
  return payload.create({ collection: 'categories', data: { name: `Keys Test ${randomUUID().slice(0, 8)}` }, ...quiet })
}

/** The trigger-maintained keys of a tool row, sorted. */
async function keysOf(toolId: number): Promise<string[] | null> {
  const { rows } = await db.execute(sql`SELECT category_keys FROM tools WHERE id = ${toolId}`)
  return rows[0] ? [...(rows[0].category_keys as string[])].sort() : null
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('tools.category_keys (denormalised category filter)', () => {
  it('holds the primary and secondary categories and the lower-case tags of a new tool', async () => {
    const primary = await createCategory()
    const secondary = await createCategory()
    const tool = await createTool(payload, { category: primary.id, categories: [secondary.id], tags: ['Sourcing', 'ATS Integration'] })
    expect(await keysOf(tool.id)).toEqual([`id:${primary.id}`, `id:${secondary.id}`, 'tag:ats integration', 'tag:sourcing'].sort())
  })

  it('follows a primary category change, secondary categories added and removed, and tag edits', async () => {
    const first = await createCategory()
    const second = await createCategory()
    const extra = await createCategory()
    const tool = await createTool(payload, { category: first.id, tags: ['Outreach'] })

    await payload.update({ collection: 'tools', id: tool.id, data: { category: second.id }, ...quiet })
    expect(await keysOf(tool.id)).toEqual([`id:${second.id}`, 'tag:outreach'].sort())

    await payload.update({ collection: 'tools', id: tool.id, data: { categories: [extra.id, first.id] }, ...quiet })
    expect(await keysOf(tool.id)).toEqual([`id:${extra.id}`, `id:${first.id}`, `id:${second.id}`, 'tag:outreach'].sort())

    await payload.update({ collection: 'tools', id: tool.id, data: { categories: [], tags: ['Screening', 'Chatbot'] }, ...quiet })
    expect(await keysOf(tool.id)).toEqual([`id:${second.id}`, 'tag:chatbot', 'tag:screening'].sort())

    await payload.update({ collection: 'tools', id: tool.id, data: { category: null, tags: [] }, ...quiet })
    expect(await keysOf(tool.id)).toEqual([])
  })

  it('does not change on edits that touch neither categories nor tags (price, features)', async () => {
    const category = await createCategory()
    const tool = await createTool(payload, { category: category.id, tags: ['Analytics'], priceRange: 'free' })
    await payload.update({ collection: 'tools', id: tool.id, data: { priceRange: 'paid', features: ['One', 'Two'] }, ...quiet })
    expect(await keysOf(tool.id)).toEqual([`id:${category.id}`, 'tag:analytics'].sort())
  })

  it('drops a deleted category from the tools that used it as primary or secondary', async () => {
    const doomed = await createCategory()
    const kept = await createCategory()
    const asPrimary = await createTool(payload, { category: doomed.id })
    const asSecondary = await createTool(payload, { category: kept.id, categories: [doomed.id] })
    await payload.delete({ collection: 'categories', id: doomed.id, ...quiet })
    expect(await keysOf(asPrimary.id)).toEqual([])
    expect(await keysOf(asSecondary.id)).toEqual([`id:${kept.id}`].sort())
  })

  it('goes away with a deleted tool and is maintained for rows written by plain SQL', async () => {
    const category = await createCategory()
    const tool = await createTool(payload, { category: category.id, tags: ['Diversity'] })
    await payload.delete({ collection: 'tools', id: tool.id, ...quiet })
    expect(await keysOf(tool.id)).toBeNull()

    const other = await createTool(payload, {})
    await db.execute(sql`INSERT INTO tools_texts ("order", parent_id, path, text) VALUES (1, ${other.id}, 'tags', 'Job Search')`)
    await db.execute(sql`INSERT INTO tools_rels ("order", parent_id, path, categories_id) VALUES (1, ${other.id}, 'categories', ${category.id})`)
    expect(await keysOf(other.id)).toEqual([`id:${category.id}`, 'tag:job search'].sort())
    await db.execute(sql`UPDATE tools_texts SET text = 'Interview Prep' WHERE parent_id = ${other.id} AND path = 'tags'`)
    expect(await keysOf(other.id)).toEqual([`id:${category.id}`, 'tag:interview prep'].sort())
    await db.execute(sql`DELETE FROM tools_rels WHERE parent_id = ${other.id}`)
    expect(await keysOf(other.id)).toEqual(['tag:interview prep'].sort())
  })
})
