import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REVALIDATE_PATH, verifyRevalidation } from '@/lib/remote-revalidation'
import { revalidateTags } from '@/lib/revalidate'

import { createTool } from '../helpers/factories'
import { html, pngIcon, startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { testPayload } from '../helpers/payload'

/** Stands in for the app: records the revalidation calls it receives and checks them as the app would. */
let app: http.Server
const received: { path: string; tags: string[] | null }[] = []
let payload: Payload
let site: FixtureSite

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  app = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const verdict = verifyRevalidation(body, new Headers(req.headers as Record<string, string>))
      received.push({ path: req.url ?? '', tags: verdict.ok ? verdict.tags : null })
      res.writeHead(verdict.ok ? 200 : verdict.status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  process.env.APP_INTERNAL_URL = `http://127.0.0.1:${(app.address() as AddressInfo).port}`
  payload = await testPayload()
  const icon = await pngIcon('#0369a1')
  site = await startFixtureSite({
    '/': html('<!doctype html><html><head><link rel="apple-touch-icon" href="/touch.png"></head><body>Site</body></html>'),
    '/touch.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
  })
})

afterAll(async () => {
  delete process.env.APP_INTERNAL_URL
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
  await site.close()
  app.closeAllConnections()
  await new Promise((resolve) => app.close(resolve))
})

describe('cache expiry for writes outside a Next request', () => {
  it("sends a job's write to the app's revalidation route, signed", async () => {
    const tool = await createTool(payload, { sourceUrl: site.url })
    received.length = 0
    const job = await payload.jobs.queue({ task: 'fetchLogo', input: { toolId: tool.id }, queue: 'int-revalidate' })
    await payload.jobs.runByID({ id: job.id })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, depth: 0 })).localLogoPath).toMatch(/^tool-logos\//)
    expect(received).toContainEqual({ path: REVALIDATE_PATH, tags: ['tools', `tool:${tool.slug}`] })
    expect(received.every((call) => call.tags !== null)).toBe(true)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('leaves the cache alone when the writer says so (the seed)', async () => {
    received.length = 0
    await revalidateTags(['tools'], { disableRevalidate: true })
    await createTool(payload)
    expect(received).toEqual([])
  })

  it('never fails the write when the app is unreachable', async () => {
    process.env.APP_INTERNAL_URL = 'http://127.0.0.1:9'
    const tool = await createTool(payload)
    const updated = await payload.update({ collection: 'tools', id: tool.id, data: { pricing: 'Free' }, overrideAccess: true })
    expect(updated.pricing).toBe('Free')
    process.env.APP_INTERNAL_URL = `http://127.0.0.1:${(app.address() as AddressInfo).port}`
  })
})
