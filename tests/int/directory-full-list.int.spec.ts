import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listDirectoryPage } from '@/domains/directory/listing/directory'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('full list (every published tool, A–Z)', () => {
  it('lists published tools case-insensitively A–Z and pages through all of them', async () => {
    const suffix = randomUUID().slice(0, 8)
    for (const name of [`Zeta ${suffix}`, `alpha ${suffix}`, `Beta ${suffix}`]) await createTool(payload, { name })
    await createTool(payload, { name: `Draft ${suffix}`, _status: 'draft' })

    const whole = await listDirectoryPage(db, 1, 100_000)
    const names = whole.entries.map((entry) => entry.name)
    expect(whole.total).toBe(names.length)
    expect(whole.pageCount).toBe(1)
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)))
    expect(names.filter((name) => name.endsWith(suffix))).toEqual([`alpha ${suffix}`, `Beta ${suffix}`, `Zeta ${suffix}`])

    const pageCount = Math.ceil(whole.total / 2)
    const pages = await Promise.all(Array.from({ length: pageCount }, (_, index) => listDirectoryPage(db, index + 1, 2)))
    expect(pages.every((page) => page.pageCount === pageCount && page.total === whole.total)).toBe(true)
    expect(pages.flatMap((page) => page.entries.map((entry) => entry.name))).toEqual(names)
    expect((await listDirectoryPage(db, pageCount + 1, 2)).entries).toEqual([])
  })
})
