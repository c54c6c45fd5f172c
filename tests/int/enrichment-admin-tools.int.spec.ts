import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bulkAddTools, quickAddTool } from '@/lib/admin-tools/add-tools'
import { queueContentBatch } from '@/lib/admin-tools/batches'
import { addMeetingTools } from '@/lib/admin-tools/meeting-tools'
import { requestScreenshotFor } from '@/lib/admin-tools/request-screenshot'
import { meetingTools } from '@/seed/data/meeting-tools'
import { parseBulkText } from '@/schemas/admin-tools'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let admin: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'])
})

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

async function enrichJobsFor(toolId: number) {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { workflowSlug: { equals: 'enrichTool' } }, limit: 500, depth: 0 })
  return docs.filter((job) => (job.input as { toolId?: number }).toolId === toolId)
}

describe('quick add', () => {
  it('adds a tool with defaults and queues its enrichment', async () => {
    const name = unique('Quick')
    const result = await quickAddTool(payload, admin, { name, url: 'quick-example.com', affiliateLink: '' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const tool = await payload.findByID({ collection: 'tools', id: result.data.id, draft: true })
    expect(tool).toMatchObject({
      name,
      sourceUrl: 'https://quick-example.com',
      toolType: 'recruiter',
      validationStatus: 'pending',
      contentStatus: 'pending',
      affiliateLink: null,
    })
    expect(await enrichJobsFor(tool.id)).toHaveLength(1)
  })

  it('requires name and URL ("Missing fields") and rejects a duplicate name case-insensitively', async () => {
    const before = await payload.count({ collection: 'tools' })
    expect(await quickAddTool(payload, admin, { name: '', url: '' })).toMatchObject({ ok: false, error: 'Missing fields' })
    expect(await quickAddTool(payload, admin, { name: 'Something', url: '  ' })).toMatchObject({ ok: false, error: 'Missing fields' })
    expect(await quickAddTool(payload, admin, { name: 'Something', url: 'not a url' })).toMatchObject({ ok: false })
    const name = unique('Dupe')
    await createTool(payload, { name })
    expect(await quickAddTool(payload, admin, { name: name.toUpperCase(), url: 'https://dupe.example' })).toMatchObject({
      ok: false,
      error: 'Tool already exists',
    })
    expect((await payload.count({ collection: 'tools' })).totalDocs).toBe(before.totalDocs + 1)
  })
})

describe('bulk add', () => {
  it('adds good rows, reports bad ones and writes nothing for them', async () => {
    const good = unique('Bulk Good')
    const existing = unique('Bulk Existing')
    await createTool(payload, { name: existing })
    const csv = [
      'name,url,affiliate_link,tool_type',
      `"${good}",bulk-good.example,,job_seeker`,
      ',https://no-name.example,,',
      `"${unique('Bulk Bad Url')}",not a url,,`,
      `"${unique('Bulk Bad Type')}",https://type.example,,astronaut`,
      `"${existing.toLowerCase()}",https://existing.example,,`,
      `"${good}",https://bulk-good.example,,`,
    ].join('\n')
    const before = (await payload.count({ collection: 'tools' })).totalDocs
    const result = await bulkAddTools(payload, admin, csv)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.results.map((row) => [row.row, row.status])).toEqual([
      [1, 'added'],
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
      [5, 'skipped'],
      [6, 'skipped'],
    ])
    expect(result.data.results[1]!.message).toBe('Name is required')
    expect(result.data.results[2]!.message).toBe('Please enter a valid website URL')
    expect(result.data.results[4]!.message).toBe('Tool already exists')
    expect((await payload.count({ collection: 'tools' })).totalDocs).toBe(before + 1)
    const added = await payload.findByID({ collection: 'tools', id: result.data.results[0]!.toolId!, draft: true })
    expect(added).toMatchObject({ name: good, toolType: 'job_seeker', sourceUrl: 'https://bulk-good.example' })
    expect(await enrichJobsFor(added.id)).toHaveLength(1)
  })

  it('reads JSON and refuses unreadable input', async () => {
    expect(parseBulkText(JSON.stringify([{ name: 'A', website: 'a.example' }]))).toEqual({ rows: [{ name: 'A', url: 'a.example' }] })
    expect(parseBulkText('[{"name":')).toEqual({ error: 'The JSON could not be read' })
    expect(parseBulkText('just words')).toEqual({ error: 'The CSV needs a header row with at least name and url columns' })
    expect(await bulkAddTools(payload, admin, '')).toMatchObject({ ok: false })
  })
})

describe('batches and meeting tools', () => {
  it('counts a pending tool without a description as an error and queues the rest', async () => {
    const noDescription = await createTool(payload, { name: unique('No Desc'), contentStatus: 'pending' })
    const { queued, errors } = await queueContentBatch(payload)
    expect(queued.length + errors.length).toBeLessThanOrEqual(10)
    const pendingWithoutDescription = await payload.count({
      collection: 'tools',
      where: { and: [{ contentStatus: { equals: 'pending' } }, { description: { exists: false } }] },
    })
    if (pendingWithoutDescription.totalDocs <= 10) {
      expect(errors.map((error) => error.toolId)).toContain(noDescription.id)
    }
    expect(queued.every((item) => item.toolId !== noDescription.id)).toBe(true)
  })

  it('adds the curated meeting tools once and skips them the second time', async () => {
    const category = await payload.find({ collection: 'categories', where: { name: { equals: 'Interview Intelligence' } }, limit: 1 })
    if (category.totalDocs === 0) {
      for (const name of ['Interview Intelligence', 'AI Assistants', ...new Set(meetingTools.flatMap((tool) => [tool.category, ...tool.secondaryCategories]))]) {
        const found = await payload.find({ collection: 'categories', where: { name: { equals: name } }, limit: 1 })
        if (found.totalDocs === 0) await payload.create({ collection: 'categories', data: { name }, context: { disableRevalidate: true } })
      }
    }
    const first = await addMeetingTools(payload, admin)
    expect(first).toHaveLength(meetingTools.length)
    expect(first.every((result) => result.status === 'success' || result.status === 'skipped')).toBe(true)
    const second = await addMeetingTools(payload, admin)
    expect(second.every((result) => result.status === 'skipped')).toBe(true)
  })
})

describe('screenshot request from the tool page', () => {
  it('queues once for a published tool without a screenshot and never for others', async () => {
    const tool = await createTool(payload, { name: unique('Shot'), sourceUrl: 'https://shot.example' })
    const first = await requestScreenshotFor(payload, tool.id)
    expect(first).toMatchObject({ queued: true })
    expect(await requestScreenshotFor(payload, tool.id)).toEqual({ queued: false, reason: 'already_queued' })

    const withShot = await createTool(payload, { name: unique('Has Shot'), sourceUrl: 'https://x.example', screenshotUrl: '/media/x.webp' })
    expect(await requestScreenshotFor(payload, withShot.id)).toEqual({ queued: false, reason: 'has_screenshot' })
    const noSite = await createTool(payload, { name: unique('No Site'), sourceUrl: 'ftp://files.example' })
    expect(await requestScreenshotFor(payload, noSite.id)).toEqual({ queued: false, reason: 'no_website' })
    const draft = await createTool(payload, { name: unique('Draft'), sourceUrl: 'https://draft.example', _status: 'draft' })
    expect(await requestScreenshotFor(payload, draft.id)).toEqual({ queued: false, reason: 'not_found' })
    expect(await requestScreenshotFor(payload, 999_999_999)).toEqual({ queued: false, reason: 'not_found' })
  })
})
