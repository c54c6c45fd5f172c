import { sql } from '@payloadcms/db-postgres'
import type { Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BULK_CHUNK, bulkAddTools, quickAddTool } from '@/domains/enrichment/admin-tools/add-tools'
import { parseBulkText } from '@/domains/enrichment/schemas/admin-tools'
import { CATEGORIZATION_BATCH, CONTENT_BATCH, queueCategorizationBatch, queueContentBatch } from '@/features/admin-tools/batches'
import { requestScreenshotFor } from '@/features/admin-tools/request-screenshot'
import { sqlFor } from '@/platform/database/db'
import { addMeetingTools, MEETING_CHUNK } from '@/seed/add-meeting-tools'
import { meetingTools } from '@/seed/data'
import { createTool, createUser } from '@tests/helpers/factories'
import { testPayload } from '@tests/helpers/payload'

let payload: Payload
let admin: Awaited<ReturnType<typeof createUser>>

/** Jobs the batches queue here are never run; they are removed at the end. */
const batchJobs: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'])
})

afterAll(async () => {
  if (batchJobs.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: batchJobs } }, overrideAccess: true })
})

/** Tools other tests left pending count as tried a while ago, so each batch test sees its own tools first. */
async function markEveryToolTried(column: 'content_tried_at' | 'categorization_tried_at') {
  const db = await sqlFor(payload)
  await db.execute(sql`UPDATE tools SET ${sql.raw(column)} = now() - interval '1 hour'`)
  await db.execute(sql`UPDATE _tools_v SET ${sql.raw(`version_${column}`)} = now() - interval '1 hour'`)
}

async function categoryNamed(name: string) {
  const found = await payload.find({ collection: 'categories', where: { name: { equals: name } }, limit: 1 })
  return found.docs[0] ?? (await payload.create({ collection: 'categories', data: { name }, context: { seedWrite: true } }))
}

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
  it('accepts a website with a query string and refuses two simultaneous adds of one name', async () => {
    const name = unique('Race')
    const [a, b] = await Promise.all([
      quickAddTool(payload, admin, { name, url: 'https://race.example?ref=1' }),
      quickAddTool(payload, admin, { name: name.toLowerCase(), url: 'race.example' }),
    ])
    const outcomes = [a, b].map((result) => (result.ok ? 'added' : result.error)).sort()
    expect(outcomes).toEqual(['Tool already exists', 'added'])
    const added = [a, b].find((result) => result.ok)
    if (added?.ok) expect((await payload.findByID({ collection: 'tools', id: added.data.id, draft: true })).sourceUrl).toMatch(/^https:\/\/race\.example/)
    expect((await payload.count({ collection: 'tools', where: { name: { like: name } } })).totalDocs).toBe(1)
  })

  it('turns any other failure into a clear message and writes nothing', async () => {
    const name = unique('Long Url')
    const result = await quickAddTool(payload, admin, { name, url: `https://long.example/${'a'.repeat(600)}` })
    expect(result).toMatchObject({ ok: false })
    if (result.ok) return
    expect(result.error).toMatch(/^Could not add the tool: /)
    expect((await payload.count({ collection: 'tools', where: { name: { equals: name } } })).totalDocs).toBe(0)
  })

  it('gives the Payload admin the same "Tool already exists" for a name in other letter case', async () => {
    const name = unique('Admin Dupe')
    await createTool(payload, { name })
    const nameError = (error: unknown) => (error as ValidationError).data.errors
    expect(nameError(await createTool(payload, { name: name.toUpperCase() }).catch((error: unknown) => error))).toEqual([
      { path: 'name', message: 'Tool already exists' },
    ])
    const other = await createTool(payload, { name: unique('Renamed') })
    const renamed = await payload
      .update({ collection: 'tools', id: other.id, data: { name: name.toLowerCase() }, overrideAccess: true, context: { seedWrite: true } })
      .catch((error: unknown) => error)
    expect(nameError(renamed)).toEqual([{ path: 'name', message: 'Tool already exists' }])
  })
})

describe('enrichment of tools written elsewhere', () => {
  it('queues the workflow for a tool created or given a new website in the admin, once', async () => {
    const created = await payload.create({
      collection: 'tools',
      data: { name: unique('Admin Created'), sourceUrl: 'https://admin-created.example', toolType: 'recruiter', _status: 'published' },
      overrideAccess: true,
    })
    expect(await enrichJobsFor(created.id)).toHaveLength(1)
    await payload.update({ collection: 'tools', id: created.id, data: { description: 'Edited by hand.' }, overrideAccess: true })
    expect(await enrichJobsFor(created.id)).toHaveLength(1)
    await payload.update({ collection: 'tools', id: created.id, data: { sourceUrl: 'https://moved.example' }, overrideAccess: true })
    expect(await enrichJobsFor(created.id)).toHaveLength(2)

    const withoutSite = await payload.create({ collection: 'tools', data: { name: unique('No Site'), toolType: 'recruiter' }, overrideAccess: true })
    expect(await enrichJobsFor(withoutSite.id)).toHaveLength(0)
    const seeded = await createTool(payload, { name: unique('Seeded'), sourceUrl: 'https://seeded.example' })
    expect(await enrichJobsFor(seeded.id)).toHaveLength(0)
    for (const job of [...(await enrichJobsFor(created.id))]) batchJobs.push(job.id)
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

  it('adds a long list chunk by chunk, still skipping a name listed in an earlier chunk', async () => {
    const names = Array.from({ length: BULK_CHUNK + 2 }, (_, index) => unique(`Chunk ${index}`))
    const csv = ['name,url', ...names.map((name, index) => `"${name}",chunk-${index}.example`), `"${names[0]!.toUpperCase()}",again.example`].join('\n')
    const first = await bulkAddTools(payload, admin, csv, 0)
    const second = await bulkAddTools(payload, admin, csv, BULK_CHUNK)
    expect(first).toMatchObject({ ok: true, data: { total: BULK_CHUNK + 3 } })
    expect(second.ok && second.data.results.map((row) => [row.row, row.status, row.message])).toEqual([
      [BULK_CHUNK + 1, 'added', 'Added; enrichment queued'],
      [BULK_CHUNK + 2, 'added', 'Added; enrichment queued'],
      [BULK_CHUNK + 3, 'skipped', 'Listed twice; added once'],
    ])
    expect(first.ok && first.data.results.every((row) => row.status === 'added')).toBe(true)
  })

  it('reads JSON and refuses unreadable input', async () => {
    expect(parseBulkText(JSON.stringify([{ name: 'A', website: 'a.example' }]))).toEqual({ rows: [{ name: 'A', url: 'a.example' }] })
    expect(parseBulkText('[{"name":')).toEqual({ error: 'The JSON could not be read' })
    expect(parseBulkText('just words')).toEqual({ error: 'The CSV needs a header row with at least name and url columns' })
    expect(await bulkAddTools(payload, admin, '')).toMatchObject({ ok: false })
  })
})

describe('batches and meeting tools', () => {
  it('takes a content batch of 10, reports a tool without a description, and moves on past it next time', async () => {
    await markEveryToolTried('content_tried_at')
    const noDescription = await createTool(payload, { name: unique('No Desc'), contentStatus: 'pending' })
    const described = []
    for (let index = 0; index < CONTENT_BATCH; index += 1) {
      described.push(await createTool(payload, { name: unique(`Desc ${index}`), contentStatus: 'pending', description: 'Finds candidates for recruiters.' }))
    }
    const first = await queueContentBatch(payload)
    batchJobs.push(...first.queued.map((item) => item.jobId))
    expect(first.errors).toEqual([{ toolId: noDescription.id, name: noDescription.name, message: 'No description to generate content from' }])
    expect(first.queued.map((item) => item.toolId)).toEqual(described.slice(0, CONTENT_BATCH - 1).map((tool) => tool.id))

    // The tool that can't be written about no longer stands first: the untried one goes ahead.
    const second = await queueContentBatch(payload)
    batchJobs.push(...second.queued.map((item) => item.jobId))
    expect(second.queued[0]?.toolId).toBe(described.at(-1)!.id)
    expect(second.errors.map((error) => error.toolId)).not.toContain(described.at(-1)!.id)
  })

  it('categorises a batch of 5 offline and moves on past a tool it could not place', async () => {
    await markEveryToolTried('categorization_tried_at')
    await categoryNamed('Candidate Sourcing')
    const noText = await createTool(payload, { name: unique('Blank') })
    const sourcing = []
    for (let index = 0; index < CATEGORIZATION_BATCH; index += 1) {
      sourcing.push(await createTool(payload, { name: unique(`Sourcer ${index}`), description: 'Candidate sourcing for recruiters: find passive candidates.' }))
    }
    const first = await queueCategorizationBatch(payload)
    batchJobs.push(...first.map((item) => item.jobId))
    expect(first.map((item) => item.toolId)).toEqual([noText.id, ...sourcing.slice(0, CATEGORIZATION_BATCH - 1).map((tool) => tool.id)])
    for (const item of first) await payload.jobs.runByID({ id: item.jobId })
    const categories = await payload.find({
      collection: 'tools',
      where: { id: { in: first.map((item) => item.toolId) } },
      depth: 1,
      draft: true,
      sort: 'createdAt',
    })
    expect(categories.docs.map((tool) => (typeof tool.category === 'object' ? tool.category?.name : null) ?? null)).toEqual([
      null,
      'Candidate Sourcing',
      'Candidate Sourcing',
      'Candidate Sourcing',
      'Candidate Sourcing',
    ])

    const second = await queueCategorizationBatch(payload)
    batchJobs.push(...second.map((item) => item.jobId))
    expect(second[0]?.toolId).toBe(sourcing.at(-1)!.id)
    expect(second.findIndex((item) => item.toolId === noText.id)).not.toBe(0)
  })

  it('adds the curated meeting tools once and skips them the second time', async () => {
    for (const name of new Set(meetingTools.flatMap((tool) => [tool.category, ...tool.secondaryCategories]))) await categoryNamed(name)
    const addAll = async () => {
      const results = []
      for (let from = 0; from < meetingTools.length; from += MEETING_CHUNK) {
        const chunk = await addMeetingTools(payload, admin, from)
        expect(chunk.total).toBe(meetingTools.length)
        results.push(...chunk.results)
      }
      return results
    }
    const first = await addAll()
    expect(first.map((result) => result.name)).toEqual(meetingTools.map((tool) => tool.name))
    expect(first.every((result) => result.status === 'success' || result.status === 'skipped')).toBe(true)
    expect(meetingTools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['Metaview', 'BrightHire', 'Pillar']))
    const second = await addAll()
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
