import { existsSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { describeJob } from '@/features/admin-tools/job-status'
import { sqlFor } from '@/platform/database/db'

import { createTool } from '../helpers/factories'
import { html, pngIcon, pricingPage, productHomePage, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { startOpenAiServer } from '../helpers/openai-server'
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
      context: { seedWrite: true },
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
  return describeJob(await payload.findByID({ collection: 'payload-jobs', id, depth: 0 }))
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
    const logoFile = path.resolve(process.env.MEDIA_DIR!, enriched.localLogoPath!)
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

  it('lets the AI provider choose the category of a new tool, not the crawl\'s keyword guess', async () => {
    for (const name of ['Interview Intelligence', 'Candidate Sourcing']) {
      const found = await payload.find({ collection: 'categories', where: { name: { equals: name } }, limit: 1 })
      if (found.totalDocs === 0) await payload.create({ collection: 'categories', data: { name }, context: { seedWrite: true } })
    }
    const ai = await startOpenAiServer()
    Object.assign(process.env, { AI_BASE_URL: ai.baseURL, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' })
    // One answer serves both structured calls: each schema keeps only its own keys.
    ai.respondWith({
      category: 'Interview Intelligence',
      toolType: 'everyone',
      summary: 'An AI sourcing assistant for recruiters that finds and ranks passive candidates.',
      fullDescription: '## What it does\n\nIt finds and ranks passive candidates for recruiters and writes personalised outreach sequences.',
      keyBenefits: ['Finds passive candidates', 'Ranks profiles by fit', 'Writes outreach for you'],
    })
    try {
      const tool = await createTool(payload, { name: `AI Chosen ${Date.now()}`, sourceUrl: site.url, contentStatus: 'pending', screenshotUrl: '/media/skip.webp' })
      const queued = await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: tool.id }, queue: 'enrichment' })
      await payload.jobs.runByID({ id: queued.id })
      const run = await payload.findByID({ collection: 'payload-jobs', id: queued.id, depth: 0 })
      const categorize = (run.log ?? []).find((entry) => entry.taskID === 'categorize' && entry.state === 'succeeded')
      expect(categorize?.output).toMatchObject({ category: 'Interview Intelligence', source: 'ai', status: 'categorized' })
      const enriched = await payload.findByID({ collection: 'tools', id: tool.id, depth: 1, draft: true })
      expect(typeof enriched.category === 'object' && enriched.category?.name).toBe('Interview Intelligence')
      expect(enriched.toolType).toBe('everyone')
      expect(enriched.keyBenefits).toEqual(['Finds passive candidates', 'Ranks profiles by fit', 'Writes outreach for you'])
      const prompts = ai.requests.map((request) => JSON.stringify(request.body.messages))
      expect(prompts.some((prompt) => prompt.includes('Choose the single best category'))).toBe(true)
    } finally {
      delete process.env.AI_BASE_URL
      delete process.env.AI_API_KEY
      delete process.env.AI_MODEL
      await ai.close()
    }
  }, 120_000)

  it("doesn't queue a second enrichment when the crawl itself sets the website", async () => {
    const tool = await createTool(payload, { name: `Own Write ${Date.now()}` })
    const queued = await payload.jobs.queue({ task: 'crawlWebsite', input: { toolId: tool.id, url: site.url } })
    await payload.jobs.runByID({ id: queued.id })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, draft: true })).sourceUrl).toBe(site.url)
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { workflowSlug: { equals: 'enrichTool' } }, limit: 500, depth: 0 })
    expect(docs.filter((job) => (job.input as { toolId?: number }).toolId === tool.id)).toHaveLength(0)
  })

  it('prunes finished and failed jobs older than a week with the hourly ranking', async () => {
    const db = await sqlFor(payload)
    const make = async (state: 'done' | 'failed', daysAgo: number) => {
      const job = await payload.jobs.queue({ task: 'calculateRanking', input: {}, queue: 'int-test-unrun' })
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
      if (state === 'done') await db.execute(sql`UPDATE payload_jobs SET completed_at = ${at}, updated_at = ${at} WHERE id = ${job.id}`)
      else await db.execute(sql`UPDATE payload_jobs SET has_error = true, updated_at = ${at} WHERE id = ${job.id}`)
      return Number(job.id)
    }
    const oldDone = await make('done', 8)
    const oldFailed = await make('failed', 8)
    const recentFailed = await make('failed', 1)
    const ranking = await payload.jobs.queue({ task: 'calculateRanking', input: {} })
    await payload.jobs.runByID({ id: ranking.id })
    const left = await payload.find({ collection: 'payload-jobs', where: { id: { in: [oldDone, oldFailed, recentFailed] } }, depth: 0 })
    expect(left.docs.map((job) => job.id)).toEqual([recentFailed])
    await payload.delete({ collection: 'payload-jobs', where: { id: { equals: recentFailed } }, overrideAccess: true })
  })

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
