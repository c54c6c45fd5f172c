import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { consume } from '@/lib/rate-limit'
import type { SqlExecutor } from '@/lib/tool-query/run'
import { findOutbound, outboundUrl, recordClick, recordView } from '@/lib/tool-query/stats'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

async function statsRow(toolId: number, day: string) {
  const { rows } = await db.execute(sql`SELECT views::int, clicks::int FROM tool_stats WHERE tool_id = ${toolId} AND day = ${day}`)
  return rows[0] as { views: number; clicks: number } | undefined
}

describe('view and click counting', () => {
  it('upserts one tool-stats row per tool and day', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com' })
    expect(await recordView(db, tool.id, '2026-01-01')).toBe(true)
    expect(await recordView(db, tool.id, '2026-01-01')).toBe(true)
    await recordClick(db, tool.id, '2026-01-01')
    await recordView(db, tool.id, '2026-01-02')
    expect(await statsRow(tool.id, '2026-01-01')).toEqual({ views: 2, clicks: 1 })
    expect(await statsRow(tool.id, '2026-01-02')).toEqual({ views: 1, clicks: 0 })
    const after = await payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true })
    expect(after.clickCount).toBe(1)
  })

  it('ignores drafts and unknown tools', async () => {
    const draft = await createTool(payload, { _status: 'draft', sourceUrl: 'https://example.com' })
    expect(await recordView(db, draft.id, '2026-01-01')).toBe(false)
    await recordClick(db, draft.id, '2026-01-01')
    expect(await statsRow(draft.id, '2026-01-01')).toBeUndefined()
    expect(await findOutbound(db, draft.id)).toBeNull()
    expect(await recordView(db, 987654321, '2026-01-01')).toBe(false)
  })

  it('sends visits to the affiliate link first, http(s) only', async () => {
    expect(outboundUrl({ affiliate_link: 'https://aff.example/x', source_url: 'https://example.com' })).toBe('https://aff.example/x')
    expect(outboundUrl({ affiliate_link: null, source_url: 'https://example.com' })).toBe('https://example.com/')
    expect(outboundUrl({ affiliate_link: 'javascript:alert(1)', source_url: 'not a url' })).toBeNull()
    const tool = await createTool(payload, { affiliateLink: 'https://aff.example/y', sourceUrl: 'https://example.com' })
    expect(await findOutbound(db, tool.id)).toBe('https://aff.example/y')
  })

  it('counts one view per visitor and tool per 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const [a, b] = [`ip-${randomUUID()}`, `ip-${randomUUID()}`]
      const visit = (client: string) => consume('toolView', client)
      expect([await visit(`${a}:1`), await visit(`${a}:1`), await visit(`${a}:2`), await visit(`${b}:1`)]).toEqual([true, false, true, true])
      vi.setSystemTime(Date.now() + 30 * 60 * 1000)
      expect(await visit(`${a}:1`)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
