import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueMissingLogos } from '@/domains/enrichment'
import { LOGO_GRACE_MINUTES, LOGO_RETRY_DAYS } from '@/domains/enrichment/logo-fetch/missing-logos'
import { queueMissingLogosTask } from '@/jobs/tasks/queue-missing-logos'
import { sqlFor } from '@/platform/database/db'
import { createTool } from '@tests/helpers/factories'
import { html, pngIcon, startFixtureSite, type FixtureSite } from '@tests/helpers/fixture-site'
import { testPayload } from '@tests/helpers/payload'

let payload: Payload
let site: FixtureSite
/**
 * The scheduled run's clock, years before the tests run: only the tools these tests date back to
 * before it are old enough for it, so it never claims another test's (or the seed's) tools.
 */
const LONG_AGO = new Date('2001-03-01T12:00:00Z')
const minutes = (count: number) => count * 60_000
const days = (count: number) => count * 86_400_000
const at = (offset: number) => new Date(LONG_AGO.getTime() + offset)

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  const icon = await pngIcon('#0f766e')
  site = await startFixtureSite({
    '/': html('<!doctype html><html><head><title>Icon Site</title><link rel="apple-touch-icon" href="/touch.png"></head><body>Hi</body></html>'),
    '/touch.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'logos' } }, overrideAccess: true })
  await site.close()
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
})

/** A published tool created `age` before the run's clock (plus `data`). */
async function toolCreatedBefore(age: number, data: Record<string, unknown> = {}) {
  const tool = await createTool(payload, { sourceUrl: site.url, ...data })
  const db = await sqlFor(payload)
  await db.execute(sql`UPDATE tools SET created_at = ${new Date(LONG_AGO.getTime() - age).toISOString()} WHERE id = ${tool.id}`)
  return tool
}

async function toolRow(id: number) {
  return payload.findByID({ collection: 'tools', id, depth: 0, draft: true })
}

async function queuedFetches(toolIds: number[]) {
  const where = { queue: { equals: 'logos' }, taskSlug: { equals: 'fetchLogo' }, 'input.toolId': { in: toolIds } }
  return (await payload.find({ collection: 'payload-jobs', where, limit: 100, depth: 0, overrideAccess: true })).docs
}

async function deleteTools(ids: number[]) {
  await payload.delete({ collection: 'tools', where: { id: { in: ids } }, overrideAccess: true, context: { seedWrite: true } })
}

describe('the scheduled logo fetch for tools still without a logo', () => {
  it('is scheduled every ten minutes on the default queue, which every worker runs', () => {
    expect(queueMissingLogosTask.schedule).toEqual([{ cron: '0 */10 * * * *', queue: 'default' }])
  })

  it('queues published tools with a website and no logo, marks them asked, and stores the logo the site has', async () => {
    const wanted = await toolCreatedBefore(minutes(LOGO_GRACE_MINUTES + 1))
    const others = [
      await toolCreatedBefore(days(1), { localLogoPath: 'tool-logos/1/logo-abc.webp' }),
      await toolCreatedBefore(days(1), { logo: 'https://cdn.example.com/logo.png' }),
      await toolCreatedBefore(days(1), { sourceUrl: null, affiliateLink: null }),
      await toolCreatedBefore(days(1), { _status: 'draft' }),
      // Left to the enrichment its creation started.
      await toolCreatedBefore(minutes(LOGO_GRACE_MINUTES - 1)),
    ]
    const everyone = [wanted.id, ...others.map((tool) => tool.id)]

    expect(await queueMissingLogos(payload, LONG_AGO)).toEqual([wanted.id])
    expect((await toolRow(wanted.id)).logoFetchRequestedAt).toBe(LONG_AGO.toISOString())
    for (const other of others) expect((await toolRow(other.id)).logoFetchRequestedAt ?? null).toBeNull()
    const jobs = await queuedFetches(everyone)
    expect(jobs.map((job) => job.input)).toEqual([{ toolId: wanted.id, failSoft: true }])
    // The later runs' clocks would find the others old enough to pass the grace period.
    await deleteTools(others.map((tool) => tool.id))

    // Asked once: the next runs within the week leave it alone.
    expect(await queueMissingLogos(payload, at(minutes(10)))).toEqual([])
    expect(await queueMissingLogos(payload, at(days(LOGO_RETRY_DAYS) - minutes(1)))).toEqual([])

    await payload.jobs.runByID({ id: jobs[0]!.id })
    expect((await toolRow(wanted.id)).localLogoPath).toMatch(new RegExp(`^tool-logos/${wanted.id}/logo-[0-9a-f]{12}\\.webp$`))
    expect(site.requests.filter((request) => request === 'GET /touch.png')).toHaveLength(1)
    // With its logo stored, it is never asked again.
    expect(await queueMissingLogos(payload, at(days(30)))).toEqual([])
    await deleteTools([wanted.id])
  })

  it('asks a site without a usable icon again a week later, not before', async () => {
    const bare = await startFixtureSite({ '/': html('<!doctype html><html><head><title>Bare</title></head><body>No icon</body></html>') })
    try {
      const tried = await toolCreatedBefore(days(2), { sourceUrl: bare.url })
      expect(await queueMissingLogos(payload, LONG_AGO)).toEqual([tried.id])
      const [job] = await queuedFetches([tried.id])
      await payload.jobs.runByID({ id: job!.id })
      expect((await toolRow(tried.id)).localLogoPath ?? null).toBeNull()

      const fresh = await toolCreatedBefore(days(2), { sourceUrl: bare.url })
      expect(await queueMissingLogos(payload, at(days(1)))).toEqual([fresh.id])
      const again = at(days(LOGO_RETRY_DAYS) + minutes(1))
      expect(await queueMissingLogos(payload, again)).toEqual([tried.id])
      expect((await toolRow(tried.id)).logoFetchRequestedAt).toBe(again.toISOString())
      await deleteTools([tried.id, fresh.id])
    } finally {
      await bare.close()
    }
  })
})
