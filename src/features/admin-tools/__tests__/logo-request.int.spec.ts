import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { taskJobSettled } from '@/features/admin-tools/job-status'
import { LOGO_REQUESTS_PER_MINUTE, requestLogoFor } from '@/features/admin-tools/request-logo'
import { logoRequestSettled, requestLogo } from '@/features/admin-tools/tool-media-requests'
import { createTool } from '@tests/helpers/factories'
import { html, pngIcon, startFixtureSite, type FixtureSite } from '@tests/helpers/fixture-site'
import { testPayload } from '@tests/helpers/payload'

let payload: Payload
let withIcon: FixtureSite
let withoutIcon: FixtureSite
const queuedJobs: number[] = []
/** Each test gets its own minute of the per-process budget. */
let minute = Date.now() + 60 * 60_000
const nextMinute = () => (minute += 61_000)

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  const icon = await pngIcon('#be185d')
  withIcon = await startFixtureSite({
    '/': html('<!doctype html><html><head><title>Icon Site</title><link rel="icon" type="image/png" sizes="192x192" href="/icon.png"></head><body>Hi</body></html>'),
    '/icon.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
  })
  withoutIcon = await startFixtureSite({ '/': html('<!doctype html><html><head><title>Bare</title></head><body>No icon here</body></html>') })
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { id: { in: queuedJobs } }, overrideAccess: true })
  await withIcon.close()
  await withoutIcon.close()
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
})

async function marker(toolId: number) {
  return (await payload.findByID({ collection: 'tools', id: toolId, depth: 0, draft: true })).logoFetchRequestedAt ?? null
}

describe('the tool page logo request', () => {
  it('queues one fetch, stores the logo, and never asks again', async () => {
    const tool = await createTool(payload, { sourceUrl: withIcon.url })
    const now = nextMinute()
    const first = await requestLogoFor(payload, tool.id, now)
    expect(first.queued).toBe(true)
    if (!first.queued) return
    queuedJobs.push(first.jobId)
    expect(await marker(tool.id)).toBe(new Date(now).toISOString())
    expect(await requestLogoFor(payload, tool.id, now)).toEqual({ queued: false, reason: 'already_requested' })
    expect(await taskJobSettled(payload, first.jobId, 'fetchLogo')).toBe(false)

    await payload.jobs.runByID({ id: first.jobId })
    expect(await taskJobSettled(payload, first.jobId, 'fetchLogo')).toBe(true)
    const stored = await payload.findByID({ collection: 'tools', id: tool.id, depth: 0 })
    expect(stored.localLogoPath).toMatch(new RegExp(`^tool-logos/${tool.id}/logo-[0-9a-f]{12}\\.webp$`))
    expect(withIcon.requests.filter((request) => request === 'GET /icon.png')).toHaveLength(1)
    expect(await requestLogoFor(payload, tool.id, now)).toEqual({ queued: false, reason: 'has_logo' })
  })

  it('does not ask again when the site had no usable icon', async () => {
    const tool = await createTool(payload, { sourceUrl: withoutIcon.url })
    const now = nextMinute()
    const first = await requestLogoFor(payload, tool.id, now)
    if (!first.queued) throw new Error(`expected a queued fetch, got ${first.reason}`)
    queuedJobs.push(first.jobId)
    await payload.jobs.runByID({ id: first.jobId })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, depth: 0 })).localLogoPath ?? null).toBeNull()
    expect(await requestLogoFor(payload, tool.id, now + 1_000)).toEqual({ queued: false, reason: 'already_requested' })
  })

  it('starts exactly one fetch when two visitors ask at the same moment', async () => {
    const tool = await createTool(payload, { sourceUrl: withIcon.url })
    const now = nextMinute()
    const outcomes = await Promise.all([requestLogoFor(payload, tool.id, now), requestLogoFor(payload, tool.id, now)])
    const queued = outcomes.filter((outcome) => outcome.queued)
    expect(queued).toHaveLength(1)
    queuedJobs.push(...queued.map((outcome) => (outcome.queued ? outcome.jobId : 0)))
    expect(outcomes.filter((outcome) => !outcome.queued)).toEqual([{ queued: false, reason: 'already_requested' }])
    const jobs = await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'fetchLogo' }, 'input.toolId': { equals: tool.id } } })
    expect(jobs.totalDocs).toBe(1)
  })

  it('skips tools that have a logo, no website, or are not published', async () => {
    const now = nextMinute()
    const withLogo = await createTool(payload, { sourceUrl: withIcon.url, localLogoPath: 'https://cdn.example.com/logo.png' })
    expect(await requestLogoFor(payload, withLogo.id, now)).toEqual({ queued: false, reason: 'has_logo' })
    const noWebsite = await createTool(payload, { sourceUrl: 'not a url' })
    expect(await requestLogoFor(payload, noWebsite.id, now)).toEqual({ queued: false, reason: 'no_website' })
    const draft = await createTool(payload, { sourceUrl: withIcon.url, _status: 'draft' })
    expect(await requestLogoFor(payload, draft.id, now)).toEqual({ queued: false, reason: 'not_found' })
    expect(await requestLogoFor(payload, 2_000_000_000, now)).toEqual({ queued: false, reason: 'not_found' })
    for (const tool of [withLogo, noWebsite, draft]) expect(await marker(tool.id)).toBeNull()
  })

  it(`lets ${LOGO_REQUESTS_PER_MINUTE} requests a minute through and leaves the rest unmarked`, async () => {
    const now = nextMinute()
    const tools = []
    for (let index = 0; index <= LOGO_REQUESTS_PER_MINUTE; index += 1) tools.push(await createTool(payload, { sourceUrl: withoutIcon.url }))
    const outcomes = []
    for (const tool of tools) outcomes.push(await requestLogoFor(payload, tool.id, now))
    queuedJobs.push(...outcomes.flatMap((outcome) => (outcome.queued ? [outcome.jobId] : [])))
    expect(outcomes.filter((outcome) => outcome.queued)).toHaveLength(LOGO_REQUESTS_PER_MINUTE)
    expect(outcomes.at(-1)).toEqual({ queued: false, reason: 'rate_limited' })
    expect(await marker(tools.at(-1)!.id)).toBeNull()
    // A minute later the same tool gets its one fetch.
    const later = await requestLogoFor(payload, tools.at(-1)!.id, now + 61_000)
    expect(later.queued).toBe(true)
    if (later.queued) queuedJobs.push(later.jobId)
  })

  it('rejects bad input from the page without touching anything', async () => {
    for (const bad of [Number.NaN, -1, 0, 1.5, 'abc' as unknown as number, 2 ** 40]) {
      expect(await requestLogo(bad)).toMatchObject({ ok: false, error: 'Unknown tool' })
      expect(await logoRequestSettled(bad)).toMatchObject({ ok: false, error: 'Unknown job' })
    }
  })

  it('reports a job of another kind as settled, revealing nothing about it', async () => {
    const other = await payload.jobs.queue({ task: 'calculateRanking', input: {}, queue: 'int-test-unrun' })
    queuedJobs.push(Number(other.id))
    expect(await taskJobSettled(payload, Number(other.id), 'fetchLogo')).toBe(true)
    expect(await taskJobSettled(payload, 2_000_000_000, 'fetchLogo')).toBe(true)
  })
})
