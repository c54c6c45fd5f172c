import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { describeJob } from '@/lib/admin-tools/job-status'
import type { PayloadJob } from '@/payload-types'

import { createTool } from '../helpers/factories'
import { html, pngIcon, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { testPayload } from '../helpers/payload'

let payload: Payload
let site: FixtureSite
let flaky = 0

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  const existing = await payload.find({ collection: 'categories', where: { name: { equals: 'Candidate Sourcing' } }, limit: 1 })
  if (existing.totalDocs === 0) {
    await payload.create({
      collection: 'categories',
      data: { name: 'Candidate Sourcing', aliases: [{ alias: 'sourcing' }] },
      context: { disableRevalidate: true },
    })
  }
  const icon = await pngIcon()
  site = await startFixtureSite({
    '/': html(productHomePage('Jobs Fixture Sourcer')),
    '/pricing': html(pricingPage),
    '/apple-touch-icon.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
    '/flaky': (_req, res) => {
      flaky += 1
      if (flaky === 1) return res.writeHead(503, { 'content-type': 'text/plain' }).end('busy')
      return res.writeHead(200, { 'content-type': 'text/html' }).end(productHomePage('Flaky Sourcer'))
    },
    '/gone': (_req, res) => res.writeHead(404).end(),
  })
})

afterAll(async () => {
  await site.close()
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
})

async function job(id: number | string) {
  return describeJob((await payload.findByID({ collection: 'payload-jobs', id, depth: 0 })) as PayloadJob)
}

describe('enrichment jobs', () => {
  it('enriches a new tool end to end offline: crawl, logo, real Chromium screenshot, category, content', async () => {
    const tool = await createTool(payload, { name: `Enrich ${Date.now()}`, sourceUrl: site.url, contentStatus: 'pending' })
    const queued = await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: tool.id }, queue: 'enrichment' })
    await payload.jobs.runByID({ id: queued.id })
    const status = await job(queued.id)
    expect(status.state).toBe('succeeded')
    expect(status.stepsDone).toBe(5)

    const enriched = await payload.findByID({ collection: 'tools', id: tool.id, depth: 1, draft: true })
    expect(enriched.description).toContain('finds and ranks passive candidates')
    expect(enriched.features).toContain('AI candidate sourcing across 40 sites')
    expect(enriched.pricing).toBe('Free plan; paid plans from $49 per month per seat')
    expect(enriched.priceRange).toBe('free-to-start')
    expect(enriched.integrationOptions).toEqual(['Greenhouse', 'Lever', 'Slack'])
    expect(enriched.lastValidated).toBeTruthy()
    expect(enriched.validationStatus).toBe('valid')
    expect(typeof enriched.category === 'object' && enriched.category?.name).toBe('Candidate Sourcing')
    expect(enriched.contentStatus).toBe('generated')
    expect(enriched.toolSummary).toContain('finds and ranks passive candidates')
    expect(enriched.fullDescription).toContain('## Key features')
    expect(enriched.keyBenefits?.length).toBeGreaterThanOrEqual(3)

    expect(enriched.localLogoPath).toMatch(new RegExp(`^tool-logos/${tool.id}/logo-[0-9a-f]{12}\\.webp$`))
    const logoFile = path.resolve('media', enriched.localLogoPath!)
    expect(existsSync(logoFile)).toBe(true)
    expect(await sharp(logoFile).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' })

    const screenshot = enriched.screenshot
    expect(screenshot && typeof screenshot === 'object').toBe(true)
    if (!screenshot || typeof screenshot !== 'object') return
    expect(screenshot).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 675 })
    expect(enriched.screenshotUrl).toBe(screenshot.url)
    expect(enriched.screenshotCaptureAttempts ?? 0).toBe(0)
  }, 120_000)

  it('is idempotent: a second run keeps the logo and screenshot and does not regenerate reviewed content', async () => {
    const tool = await createTool(payload, {
      name: `Idempotent ${Date.now()}`,
      sourceUrl: site.url,
      localLogoPath: 'tool-logos/1/existing.webp',
      screenshotUrl: '/media/existing.webp',
      contentStatus: 'reviewed',
      description: 'Curated description.',
    })
    const queued = await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: tool.id }, queue: 'enrichment' })
    await payload.jobs.runByID({ id: queued.id })
    const after = await payload.findByID({ collection: 'tools', id: tool.id, draft: true })
    expect(after.localLogoPath).toBe('tool-logos/1/existing.webp')
    expect(after.screenshotUrl).toBe('/media/existing.webp')
    expect(after.description).toBe('Curated description.')
    expect(after.fullDescription ?? null).toBeNull()
  }, 60_000)

  it('retries a crawl after a transient failure', async () => {
    const tool = await createTool(payload, { name: `Flaky ${Date.now()}` })
    const queued = await payload.jobs.queue({ task: 'crawlWebsite', input: { toolId: tool.id, url: `${site.url}/flaky` } })
    await payload.jobs.runByID({ id: queued.id })
    const first = await job(queued.id)
    expect(first.state).toBe('retrying')
    expect(first.error).toMatch(/503/)
    await payload.jobs.runByID({ id: queued.id })
    const second = await job(queued.id)
    expect(second.state).toBe('succeeded')
    expect((second.output?.result as { success: boolean }).success).toBe(true)
    const crawled = await payload.findByID({ collection: 'tools', id: tool.id, draft: true })
    expect(crawled.sourceUrl).toBe(`${site.url}/flaky`)
    expect(crawled.lastValidated).toBeTruthy()
  }, 60_000)

  it('reports a permanent crawl failure without retrying and marks the tool invalid', async () => {
    const tool = await createTool(payload, { name: `Gone ${Date.now()}` })
    const queued = await payload.jobs.queue({ task: 'crawlWebsite', input: { toolId: tool.id, url: `${site.url}/gone` } })
    await payload.jobs.runByID({ id: queued.id })
    const status = await job(queued.id)
    expect(status.state).toBe('succeeded')
    expect(status.output?.result).toMatchObject({ success: false, data: null })
    const after = await payload.findByID({ collection: 'tools', id: tool.id, draft: true })
    expect(after.validationStatus).toBe('invalid')
    expect(after.lastValidated ?? null).toBeNull()
  })

  it('counts a failed screenshot attempt', async () => {
    const tool = await createTool(payload, { name: `No shot ${Date.now()}`, sourceUrl: `${site.url}/gone` })
    const queued = await payload.jobs.queue({ task: 'captureScreenshot', input: { toolId: tool.id } })
    await payload.jobs.runByID({ id: queued.id })
    const after = await payload.findByID({ collection: 'tools', id: tool.id, draft: true })
    expect(after.screenshotCaptureAttempts).toBe(1)
    expect((await job(queued.id)).state).toBe('retrying')
  }, 60_000)

  it('refuses to crawl a private address without the test allowance', async () => {
    delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
    try {
      const tool = await createTool(payload, { name: `Private ${Date.now()}` })
      const queued = await payload.jobs.queue({ task: 'crawlWebsite', input: { toolId: tool.id, url: 'http://169.254.169.254/latest/meta-data/' } })
      await payload.jobs.runByID({ id: queued.id })
      expect((await job(queued.id)).output?.result).toMatchObject({ success: false })
    } finally {
      process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
    }
  })
})
