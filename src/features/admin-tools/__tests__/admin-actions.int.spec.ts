import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { addMeetingTools, bulkAddTools, quickAddTool } from '@/features/admin-tools/add-tools'
import { getJobStatuses } from '@/features/admin-tools/get-job-statuses'
import { generateKeyBenefits } from '@/features/admin-tools/key-benefits'
import { fetchToolLogo, getLogoTools, uploadToolLogo } from '@/features/admin-tools/logos'
import { runRankingCalculation } from '@/features/admin-tools/ranking'
import { runCategorization, runContentGeneration } from '@/features/admin-tools/run-batches'
import { screenshotRequestSettled } from '@/features/admin-tools/tool-media-requests'
import { crawlToolWebsite, getToolUpdateInfo } from '@/features/admin-tools/tool-update'
import { createTool, createUser } from '@tests/helpers/factories'
import { html, pngIcon, productHomePage, startFixtureSite, type FixtureSite } from '@tests/helpers/fixture-site'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'
import { pixelBomb } from '@tests/helpers/pixel-bomb'

let payload: Payload
let site: FixtureSite
let staff: ReturnType<typeof newVisitor>
const TOO_BIG_ID = 99_999_999_999

beforeAll(async () => {
  // The actions start Payload with its job runner; these tests run the jobs themselves.
  process.env.JOBS_AUTORUN = '0'
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  staff = await signedIn(['editor'])
  const icon = await pngIcon('#15803d')
  site = await startFixtureSite({
    '/': html(productHomePage('Action Sourcer')),
    '/apple-touch-icon.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(icon),
  })
})

afterAll(async () => {
  await site.close()
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
  delete process.env.JOBS_AUTORUN
})

async function signedIn(roles: ('admin' | 'editor' | 'user' | 'vendor')[]) {
  const user = await createUser(payload, roles)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  const visitor = newVisitor()
  visitor.cookies.set('payload-token', token!)
  return visitor
}

const as = <T,>(visitor: ReturnType<typeof newVisitor>, run: () => Promise<T>) => asVisitor(visitor, run)

function logoForm(toolId: number | string, file: File) {
  const form = new FormData()
  form.set('toolId', String(toolId))
  form.set('file', file)
  return form
}

describe('admin tool actions: access', () => {
  const calls: [string, () => Promise<{ ok: boolean }>][] = [
    ['getJobStatuses', () => getJobStatuses({ ids: [1] })],
    ['runRankingCalculation', () => runRankingCalculation()],
    ['runCategorization', () => runCategorization()],
    ['runContentGeneration', () => runContentGeneration()],
    ['generateKeyBenefits', () => generateKeyBenefits({ toolId: 1 })],
    ['addMeetingTools', () => addMeetingTools()],
    ['quickAddTool', () => quickAddTool({ name: 'Nope', url: 'nope.example' })],
    ['bulkAddTools', () => bulkAddTools({ text: 'name,url\nNope,nope.example' })],
    ['getLogoTools', () => getLogoTools({})],
    ['uploadToolLogo', () => uploadToolLogo(new FormData())],
    ['fetchToolLogo', () => fetchToolLogo({ toolId: 1 })],
    ['crawlToolWebsite', () => crawlToolWebsite({ toolId: 1, url: 'nope.example' })],
    ['getToolUpdateInfo', () => getToolUpdateInfo({ slug: 'seekout' })],
  ]

  it.each(calls)('%s asks a signed-out visitor to sign in', async (_name, call) => {
    expect(await as(newVisitor(), call)).toEqual({ ok: false, code: 'unauthenticated', error: 'Authentication required' })
  })

  it.each(calls)('%s refuses a signed-in user without the admin or editor role', async (_name, call) => {
    const user = await signedIn(['user'])
    expect(await as(user, call)).toEqual({ ok: false, code: 'forbidden', error: 'You do not have access to admin tools' })
  })

  it('lets nothing through for them: no tool is added, no job queued', async () => {
    const before = await payload.count({ collection: 'payload-jobs' })
    const vendor = await signedIn(['vendor'])
    await as(vendor, () => quickAddTool({ name: 'Vendor Sneak', url: 'sneak.example' }))
    await as(vendor, () => runRankingCalculation())
    expect((await payload.count({ collection: 'tools', where: { name: { equals: 'Vendor Sneak' } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('admin tool actions: bad input', () => {
  it('answers ids beyond the database range with a message, not an error', async () => {
    expect(await as(staff, () => generateKeyBenefits({ toolId: TOO_BIG_ID }))).toMatchObject({ ok: false, error: 'Tool not found' })
    expect(await as(staff, () => crawlToolWebsite({ toolId: TOO_BIG_ID, url: site.url }))).toMatchObject({ ok: false })
    expect(await as(staff, () => getJobStatuses({ ids: [TOO_BIG_ID] }))).toMatchObject({ ok: false, code: 'invalid', error: 'Unknown jobs' })
    expect(await as(staff, () => fetchToolLogo({ toolId: TOO_BIG_ID }))).toMatchObject({ ok: false, code: 'invalid', error: 'Tool not found' })
    expect(await as(staff, () => uploadToolLogo(logoForm(TOO_BIG_ID, new File([Buffer.from('x')], 'x.png', { type: 'image/png' }))))).toMatchObject({
      ok: false,
      code: 'invalid',
      error: 'Unknown tool',
    })
    expect(await screenshotRequestSettled(TOO_BIG_ID)).toMatchObject({ ok: false, code: 'invalid', error: 'Unknown job' })
  })

  it('shows staff only the status of enrichment jobs, never of other jobs such as Stripe events', async () => {
    const stripeJob = await payload.jobs.queue({ task: 'processStripeEvent', input: { eventId: 'evt_secret', event: { id: 'evt_secret' } }, queue: 'int-test-unrun' })
    const rankingJob = await payload.jobs.queue({ task: 'calculateRanking', input: {}, queue: 'int-test-unrun' })
    try {
      expect(await as(staff, () => getJobStatuses({ ids: [Number(stripeJob.id)] }))).toEqual({ ok: false, error: 'Unknown jobs' })
      expect(await as(staff, () => getJobStatuses({ ids: [Number(rankingJob.id), Number(stripeJob.id)] }))).toEqual({ ok: false, error: 'Unknown jobs' })
      expect(await as(staff, () => getJobStatuses({ ids: [Number(rankingJob.id)] }))).toMatchObject({
        ok: true,
        data: [{ id: Number(rankingJob.id), state: 'queued', task: 'calculateRanking' }],
      })
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { id: { in: [stripeJob.id, rankingJob.id] } }, overrideAccess: true })
    }
  })
})

describe('logo management actions', () => {
  it('stores an uploaded logo as a 256 px WebP under tool-logos/{id}/ and points the tool at it', async () => {
    const tool = await createTool(payload)
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#2563eb' } }).png().toBuffer()
    const result = await as(staff, () => uploadToolLogo(logoForm(tool.id, new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))))
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    expect(result.data.localLogoPath).toMatch(new RegExp(`^tool-logos/${tool.id}/logo-[0-9a-f]{12}\\.webp$`))
    expect(await sharp(path.resolve(process.env.MEDIA_DIR!, result.data.localLogoPath)).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, draft: true })).localLogoPath).toBe(result.data.localLogoPath)
  })

  it('refuses a file that is not an image, one over 2 MB, one past the pixel limit, an unreadable image and a missing file', async () => {
    const tool = await createTool(payload, { localLogoPath: null })
    const upload = (file: File) => as(staff, () => uploadToolLogo(logoForm(tool.id, file)))
    expect(await upload(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toMatchObject({ ok: false, error: 'The logo must be an image' })
    expect(await upload(new File([Buffer.alloc(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toMatchObject({
      ok: false,
      error: 'The logo must be 2 MB or smaller.',
    })
    const bomb = await pixelBomb()
    expect(await upload(new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' }))).toMatchObject({
      ok: false,
      error: 'The logo is too large: at most 4096 × 4096 pixels.',
    })
    expect(await upload(new File([Buffer.from('not a png')], 'broken.png', { type: 'image/png' }))).toMatchObject({ ok: false, error: 'The image could not be read' })
    const empty = new FormData()
    empty.set('toolId', String(tool.id))
    expect(await as(staff, () => uploadToolLogo(empty))).toMatchObject({ ok: false, error: 'Choose an image file' })
    expect(await as(staff, () => uploadToolLogo('not a form'))).toMatchObject({ ok: false, error: 'Choose an image file' })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, draft: true })).localLogoPath ?? null).toBeNull()
  })

  it('lists only the tools without a logo when asked, with when a fetch was last tried, and refuses a malformed filter', async () => {
    const prefix = `Logo Filter ${Date.now()}`
    const asked = new Date('2026-11-01T10:00:00.000Z').toISOString()
    const bare = await createTool(payload, { name: `${prefix} Bare`, logoFetchRequestedAt: asked })
    await createTool(payload, { name: `${prefix} Stored`, localLogoPath: 'tool-logos/0/kept.webp' })
    await createTool(payload, { name: `${prefix} Linked`, logo: 'https://cdn.example.com/logo.png' })
    await createTool(payload, { name: `${prefix} Empty`, localLogoPath: '', logo: '' })
    const all = await as(staff, () => getLogoTools({ search: prefix }))
    expect(all).toMatchObject({ ok: true, data: { totalDocs: 4 } })
    const missing = await as(staff, () => getLogoTools({ search: prefix, missing: true }))
    expect(missing).toMatchObject({ ok: true, data: { totalDocs: 2 } })
    if (!missing.ok) return
    expect(missing.data.tools.map((tool) => tool.name)).toEqual([`${prefix} Bare`, `${prefix} Empty`])
    expect(missing.data.tools.find((tool) => tool.id === bare.id)).toMatchObject({ fetchRequestedAt: asked, logoUrl: null })
    expect(await as(staff, () => getLogoTools({ missing: 'yes' }))).toMatchObject({ ok: false, code: 'invalid', error: 'Invalid search' })
  })

  it('fetches a logo from the website again on request, replacing the stored one', async () => {
    const tool = await createTool(payload, { sourceUrl: site.url, localLogoPath: 'tool-logos/0/old.webp' })
    const queued = await as(staff, () => fetchToolLogo({ toolId: tool.id }))
    expect(queued).toMatchObject({ ok: true })
    if (!queued.ok) return
    await payload.jobs.runByID({ id: queued.data.jobId })
    const status = await as(staff, () => getJobStatuses({ ids: [queued.data.jobId] }))
    expect(status).toMatchObject({ ok: true, data: [{ state: 'succeeded', output: { status: 'stored' } }] })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, draft: true })).localLogoPath).toMatch(new RegExp(`^tool-logos/${tool.id}/`))
  })
})

describe('crawl from the update page', () => {
  it('only fills gaps unless asked to overwrite', async () => {
    const tool = await createTool(payload, { description: 'Written by an editor.', pricing: 'Ask us' })
    const gentle = await as(staff, () => crawlToolWebsite({ toolId: tool.id, url: site.url }))
    expect(gentle).toMatchObject({ ok: true })
    if (!gentle.ok) return
    await payload.jobs.runByID({ id: gentle.data.jobId })
    const kept = await payload.findByID({ collection: 'tools', id: tool.id, draft: true })
    expect(kept).toMatchObject({ description: 'Written by an editor.', pricing: 'Ask us' })
    expect(kept.features).toContain('AI candidate sourcing across 40 sites')
    expect(kept.lastValidated).toBeTruthy()

    const forced = await as(staff, () => crawlToolWebsite({ toolId: tool.id, url: site.url, overwrite: true }))
    if (!forced.ok) throw new Error(forced.error)
    await payload.jobs.runByID({ id: forced.data.jobId })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, draft: true })).description).toContain('finds and ranks passive candidates')
  })

  it('says "Please enter a URL" for a blank address and "Failed to fetch tool information" for an unknown tool', async () => {
    expect(await as(staff, () => crawlToolWebsite({ toolId: 1, url: '  ' }))).toMatchObject({ ok: false, fieldErrors: { url: 'Please enter a URL' } })
    expect(await as(staff, () => crawlToolWebsite({ toolId: 2_000_000_000, url: site.url }))).toEqual({ ok: false, error: 'Failed to fetch tool information' })
  })
})

describe('bulk add action', () => {
  it('reports an unreadable list as a failure and a list in chunks with its total', async () => {
    expect(await as(staff, () => bulkAddTools({ text: '[{"name":' }))).toEqual({ ok: false, error: 'The JSON could not be read' })
    expect(await as(staff, () => bulkAddTools({ text: 'name,url\nA,a.example', from: -1 }))).toMatchObject({ ok: false })
    const name = `Action Bulk ${Date.now()}`
    expect(await as(staff, () => bulkAddTools({ text: `name,url\n"${name}",action-bulk.example` }))).toMatchObject({
      ok: true,
      data: { total: 1, results: [{ row: 1, status: 'added', name }] },
    })
  })
})
