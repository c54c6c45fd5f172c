import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTool, createUser } from '@tests/helpers/factories'
import { testPayload } from '@tests/helpers/payload'

// The action reads the caller's IP (the entry the proxy appended, after one the client made up) and
// session from the request headers.
const request = vi.hoisted(() => ({ ip: '198.51.100.1', token: '' }))
vi.mock('next/headers', () => ({
  headers: () =>
    Promise.resolve(new Headers({ 'x-forwarded-for': `10.0.0.1, ${request.ip}`, ...(request.token ? { authorization: `JWT ${request.token}` } : {}) })),
}))
/** A fresh IPv6 address for each visitor, so no two tests share a limit. */
const anyAddress = () => `2001:db8:${randomUUID().replace(/-/g, '').match(/.{4}/g)!.slice(0, 6).join(':')}`

const { submitReport } = await import('@/features/tool-reports/submit-report')

let payload: Payload
let toolSlug: string
let toolId: number

beforeAll(async () => {
  payload = await testPayload()
  const tool = await createTool(payload)
  toolSlug = tool.slug as string
  toolId = tool.id
})

beforeEach(() => {
  request.token = ''
  request.ip = anyAddress()
})

const reportsFor = async (where: Record<string, unknown>) =>
  (await payload.find({ collection: 'reports', where: where as never, overrideAccess: true, depth: 0 })).docs

describe('submitReport', () => {
  it('stores a valid report in the queue, linked to the tool', async () => {
    const details = `The website link returns a 404 page (${randomUUID()}).`
    const result = await submitReport({ toolSlug, reason: 'broken_link', details, email: ' Reporter@Example.COM ' })
    expect(result).toMatchObject({ ok: true })
    const [report] = await reportsFor({ details: { equals: details } })
    expect(report).toMatchObject({ toolSlug, reason: 'broken_link', status: 'new', email: 'reporter@example.com', tool: toolId })
  })

  it('accepts a report without a tool or an email', async () => {
    const details = `Several tools in Interview Automation list old prices (${randomUUID()}).`
    const result = await submitReport({ reason: 'outdated_pricing', details, email: '' })
    expect(result.ok).toBe(true)
    const [report] = await reportsFor({ details: { equals: details } })
    expect(report?.tool ?? null).toBeNull()
    expect(report?.email ?? null).toBeNull()
  })

  it('stores only the email the reporter typed, not a signed-in reporter’s account address', async () => {
    const account = await createUser(payload, ['user'])
    const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: 'correct-horse-battery' } })
    request.token = token!
    const details = `Signed in, email left empty (${randomUUID()}).`
    expect((await submitReport({ toolSlug, reason: 'misleading', details, email: '' })).ok).toBe(true)
    const [report] = await reportsFor({ details: { equals: details } })
    expect(report?.email ?? null).toBeNull()
    expect(report?.reportedBy).toBe(account.id)
  })

  it.each([
    ['details that are too short', { reason: 'misleading', details: 'too short' }, 'details', /at least 10 characters/],
    ['details that are too long', { reason: 'misleading', details: 'x'.repeat(2001) }, 'details', /under 2000 characters/],
    ['an unknown reason', { reason: 'spam', details: 'This is long enough to pass.' }, 'reason', /Choose what is wrong/],
    ['a missing reason', { details: 'This is long enough to pass.' }, 'reason', /Choose what is wrong/],
    ['a malformed email', { reason: 'other', details: 'This is long enough to pass.', email: 'not-an-email' }, 'email', /valid email/],
    ['a malformed tool slug', { reason: 'other', details: 'This is long enough to pass.', toolSlug: '../etc' }, 'toolSlug', /not valid/],
  ])('rejects %s with a clear message and stores nothing', async (_label, input, field, message) => {
    const before = await payload.count({ collection: 'reports', overrideAccess: true })
    const result = await submitReport(input)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors?.[field]).toMatch(message)
    expect((await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('rejects a report about a tool that does not exist', async () => {
    const result = await submitReport({ toolSlug: `missing-${randomUUID().slice(0, 8)}`, reason: 'other', details: 'This is long enough.' })
    expect(result).toMatchObject({ ok: false, fieldErrors: { toolSlug: 'We could not find that tool.' } })
  })

  it('rejects non-object input', async () => {
    expect((await submitReport(null)).ok).toBe(false)
    expect((await submitReport('reason=other')).ok).toBe(false)
  })

  it('limits one visitor to five reports per window, other visitors unaffected', async () => {
    const input = { toolSlug, reason: 'misleading', details: `The description overstates the AI (${randomUUID()}).` }
    for (let i = 0; i < 5; i += 1) expect((await submitReport(input)).ok).toBe(true)
    const limited = await submitReport(input)
    expect(limited).toMatchObject({ ok: false })
    if (!limited.ok) expect(limited.error).toMatch(/several reports in a short time\. Please try again in \d+ minutes?/)
    expect(await reportsFor({ details: { equals: input.details } })).toHaveLength(5)

    request.ip = anyAddress()
    expect((await submitReport(input)).ok).toBe(true)
  })
})

describe('reports access', () => {
  it('cannot be created, read or changed through the API by visitors or non-admins', async () => {
    // The first account ever created becomes the admin; make sure that is not one of ours.
    await createUser(payload, ['admin'])
    const user = await createUser(payload, ['user'])
    const editor = await createUser(payload, ['editor'])
    await expect(
      payload.create({
        collection: 'reports',
        data: { reason: 'other', details: 'Created straight through the API.', status: 'new' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'reports', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'reports', user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'reports', user: editor, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const [report] = await reportsFor({})
    await expect(
      payload.update({ collection: 'reports', id: report!.id, data: { status: 'dismissed' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('lets admins read the queue and mark a report reviewed', async () => {
    const admin = await createUser(payload, ['admin'])
    const details = `Admin queue check (${randomUUID()}).`
    expect((await submitReport({ reason: 'wrong_category', details })).ok).toBe(true)
    const [report] = await reportsFor({ details: { equals: details } })
    const { docs } = await payload.find({ collection: 'reports', where: { id: { equals: report!.id } }, user: admin, overrideAccess: false })
    expect(docs).toHaveLength(1)
    const updated = await payload.update({ collection: 'reports', id: report!.id, data: { status: 'reviewed' }, user: admin, overrideAccess: false })
    expect(updated.status).toBe('reviewed')
  })
})

describe('report rate limit', () => {
  it('allows 5 reports per address in 15 minutes, then says when to retry, then resets', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const start = Date.now()
      const input = { reason: 'other', details: `Rate limit window check (${randomUUID()}).` }
      for (let i = 0; i < 5; i += 1) expect((await submitReport(input)).ok).toBe(true)
      vi.setSystemTime(start + 60_000)
      expect(await submitReport(input)).toEqual({ ok: false, error: 'You have sent several reports in a short time. Please try again in 14 minutes.' })
      vi.setSystemTime(start + 15 * 60_000)
      expect((await submitReport(input)).ok).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
