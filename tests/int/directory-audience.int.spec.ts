import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { directoryAudience } from '@/domains/directory'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { DAILY_ADDRESS_CAP } from '@/domains/directory/visits/rules'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

/** A day far from every other test's counts, so the window holds only what a test puts there. */
const TODAY = '2031-06-30'
const made: number[] = []

async function counted(toolId: number, day: string, views: number, clicks: number) {
  await db.execute(sql`INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES (${toolId}, ${day}, ${views}, ${clicks}, now(), now())`)
}

async function tool(data: Record<string, unknown> = {}) {
  const created = await createTool(payload, data)
  made.push(created.id)
  return created
}

afterEach(async () => {
  for (const id of made.splice(0)) await payload.delete({ collection: 'tools', id, overrideAccess: true, context: { seedWrite: true } })
})

describe("the directory's audience figures", () => {
  it('sums the last 30 UTC days of every tool, today included, and nothing before or after them', async () => {
    const [a, b] = [await tool(), await tool()]
    await counted(a.id, TODAY, 2_000, 900)
    await counted(b.id, '2031-06-01', 1_500, 700) // the 30th day back: in
    await counted(a.id, '2031-05-31', 50_000, 50_000) // the 31st: out
    await counted(b.id, '2031-07-01', 50_000, 50_000) // tomorrow: out
    expect(await directoryAudience(db, TODAY)).toMatchObject({ views: 3_500, clicks: 1_600 })
  })

  it('leaves out a figure no larger than one address could have added alone in the window (its daily cap × 30 days)', async () => {
    const viewsFloor = DAILY_ADDRESS_CAP.view * 30
    const clicksFloor = DAILY_ADDRESS_CAP.click * 30
    const one = await tool()
    await counted(one.id, TODAY, viewsFloor, clicksFloor)
    expect(await directoryAudience(db, TODAY)).toMatchObject({ views: null, clicks: null })
    await counted(one.id, '2031-06-29', 1, 0)
    expect(await directoryAudience(db, TODAY)).toMatchObject({ views: viewsFloor + 1, clicks: null })
    await counted(one.id, '2031-06-28', 0, 1)
    expect(await directoryAudience(db, TODAY)).toMatchObject({ views: viewsFloor + 1, clicks: clicksFloor + 1 })
  })

  it('with nothing counted in the window, shows no traffic figure at all, never a zero', async () => {
    expect(await directoryAudience(db, '2031-01-15')).toMatchObject({ views: null, clicks: null })
  })

  it('counts the listed tools: published and not hidden as dead, not drafts', async () => {
    const before = (await directoryAudience(db, TODAY)).tools
    await tool()
    await tool({ _status: 'draft' })
    const dead = await tool()
    await db.execute(sql`UPDATE tools SET hidden_as_dead = true WHERE id = ${dead.id}`)
    expect((await directoryAudience(db, TODAY)).tools).toBe(before + 1)
  })
})
