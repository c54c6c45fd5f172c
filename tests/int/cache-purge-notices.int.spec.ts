import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { purgeCacheKeys } from '@/platform/cache/purge'
import { listenForPurges, type CachePurgeListener } from '@/platform/cache/purge-listener'
import { announcePurge, CACHE_PURGE_CHANNEL } from '@/platform/cache/purge-notices'
import { sqlFor } from '@/platform/database/db'

import { createTool } from '../helpers/factories'
import { html, pngIcon, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { testPayload } from '../helpers/payload'

// Other test files write to the same database at the same time, so every assertion looks for
// tags unique to its own test among all the notices received.
let payload: Payload
let site: FixtureSite
let listener: CachePurgeListener
const expired: string[][] = []
const received = (tag: string) => expired.some((tags) => tags.includes(tag))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  const icon = await pngIcon('#0369a1')
  site = await startFixtureSite({
    '/': html('<!doctype html><html><head><link rel="apple-touch-icon" href="/touch.png"></head><body>Site</body></html>'),
    '/touch.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
  })
  const listening = new Promise<void>((resolve) => {
    listener = listenForPurges({
      databaseUri: process.env.DATABASE_URI!,
      purge: (tags) => Promise.resolve(void expired.push(tags)),
      onListening: resolve,
    })
  })
  await listening
})

afterAll(async () => {
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
  await listener.stop()
  await site.close()
})

describe('expired cache keys reach every app instance, which purges them from the cache tier', () => {
  it("announces a job's write to every instance, this one included", async () => {
    const tool = await createTool(payload, { sourceUrl: site.url })
    const job = await payload.jobs.queue({ task: 'fetchLogo', input: { toolId: tool.id }, queue: 'int-purge' })
    await payload.jobs.runByID({ id: job.id })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, depth: 0 })).localLogoPath).toMatch(/^tool-logos\//)
    await vi.waitFor(() => expect(received(`tool:${tool.slug}`)).toBe(true))
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('delivers a notice sent in a transaction when it commits, and never when it rolls back', async () => {
    const [kept, dropped] = [`tool:kept-${randomUUID()}`, `tool:dropped-${randomUUID()}`]
    const committing = await payload.db.beginTransaction()
    const rollingBack = await payload.db.beginTransaction()
    await announcePurge({ payload, transactionID: committing! }, [kept])
    await announcePurge({ payload, transactionID: rollingBack! }, [dropped])
    await pause(300)
    expect(received(kept)).toBe(false)
    await payload.db.commitTransaction(committing!)
    await payload.db.rollbackTransaction(rollingBack!)
    await vi.waitFor(() => expect(received(kept)).toBe(true))
    await pause(300)
    expect(received(dropped)).toBe(false)
  })

  it("purges this process's own writes when they commit", async () => {
    const own = `tool:own-${randomUUID()}`
    await purgeCacheKeys([own], { payload })
    await vi.waitFor(() => expect(received(own)).toBe(true))
  })


  it('splits many tags into notices PostgreSQL accepts', async () => {
    const tags = Array.from({ length: 45 }, (_, index) => `tool:${'x'.repeat(200)}-${index}-${randomUUID()}`)
    await announcePurge({ payload }, tags)
    await vi.waitFor(() => expect(tags.every(received)).toBe(true))
  })

  it('leaves the cache alone when the writer says so (the seed)', async () => {
    const tag = `tool:seeded-${randomUUID()}`
    await purgeCacheKeys([tag], { payload, context: { seedWrite: true } })
    await purgeCacheKeys([`tool:after-${tag}`], { payload })
    await vi.waitFor(() => expect(received(`tool:after-${tag}`)).toBe(true))
    expect(received(tag)).toBe(false)
  })

  it('ignores notices that are not ours, and keeps listening', async () => {
    const db = await sqlFor(payload)
    for (const junk of ['not json', '{"tags":"tools"}', '{"tags":[],"from":null}', `{"tags":["${'y'.repeat(300)}"],"from":null}`]) {
      await db.execute(sql`SELECT pg_notify(${CACHE_PURGE_CHANNEL}, ${junk})`)
    }
    const tag = `tool:after-junk-${randomUUID()}`
    await announcePurge({ payload }, [tag])
    await vi.waitFor(() => expect(received(tag)).toBe(true))
    expect(expired.flat().some((value) => value.startsWith('yyy') || value === 'not json')).toBe(false)
  })

  it('reconnects after losing its connection and then purges everything, as notices may have been missed', async () => {
    const db = await sqlFor(payload)
    const before = expired.length
    await db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hirestack-cache-purge' AND pid <> pg_backend_pid()`)
    await vi.waitFor(() => expect(expired.slice(before)).toContainEqual(['tools', 'categories', 'articles', 'site-settings']), { timeout: 10_000 })
    const tag = `tool:after-reconnect-${randomUUID()}`
    await announcePurge({ payload }, [tag])
    await vi.waitFor(() => expect(received(tag)).toBe(true))
  })
})
