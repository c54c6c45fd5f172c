import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const SMTP_PORT = 2651
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2651'
})

// The action reads the caller's address and session from the request headers.
const request = vi.hoisted(() => ({ ip: '198.51.100.7', token: '' }))
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-forwarded-for': request.ip, ...(request.token ? { authorization: `JWT ${request.token}` } : {}) })),
  cookies: () => Promise.resolve({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}))

const { requestCaseStudy } = await import('@/features/case-studies/request-case-study')
const { GET: csvRoute } = await import('@/app/(frontend)/account/analytics/[slug]/csv/route')
const { GET: sourcesCsvRoute } = await import('@/app/(frontend)/account/analytics/[slug]/sources-csv/route')
const { POST: viewRoute } = await import('@/app/t/view/[id]/route')
const { calculateRanking, countVisit, recordedRanks } = await import('@/domains/directory')
const { sendMonthlyReports } = await import('@/domains/vendors')
const { sqlFor } = await import('@/platform/database/db')
const { rateLimitScale } = await import('@/platform/rate-limit/rules')
const { DAILY_ADDRESS_CAP } = await import('@/domains/directory/visits/rules')
const { env } = await import('@/platform/env')
const { vendorAnalytics } = await import('@/queries/vendor-analytics')
const { createTool, createUser } = await import('../helpers/factories')
const { testPayload } = await import('../helpers/payload')
const { WORDED_LIMIT } = await import('../helpers/rate-limit-words')
const { startSmtpListener } = await import('../helpers/smtp-listener')

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpListener>>
const db = () => sqlFor(payload)
const NOW = new Date('2026-03-10T15:00:00Z')

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpListener(SMTP_PORT)
})
afterAll(async () => {
  await smtp?.close()
})

async function signedIn(roles: ('admin' | 'editor' | 'vendor' | 'user')[]) {
  const user = await createUser(payload, roles)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  return { ...user, token: token! }
}

/** A featured placement of `plan` for the vendor's own tool (listed for them); an active Premium one makes it Premium. */
async function place(userId: number, toolId: number, plan: 'basic' | 'premium', status: 'active' | 'pending_review' | 'cancelled' = 'active') {
  await payload.update({ collection: 'tools', id: toolId, data: { createdBy: userId }, overrideAccess: true, context: { seedWrite: true } })
  await payload.create({
    collection: 'sponsorships',
    data: { toolName: 'Placement', toolUrl: 'https://example.com', category: 'Sourcing', description: 'For the premium test.', contactEmail: 'placement@example.test', plan, status, billingMode: 'manual', user: userId, tool: toolId },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}

async function vendorWith(plan: 'basic' | 'premium') {
  const vendor = await signedIn(['vendor'])
  const tool = await createTool(payload)
  await place(vendor.id, tool.id, plan)
  return { vendor, tool }
}

async function sourceRows(toolId: number) {
  const { rows } = await (await db()).execute(sql`SELECT day, kind, value, views FROM tool_view_sources WHERE tool_id = ${toolId} ORDER BY kind, value`)
  return rows
}

const someVisit = () => ({ visitor: randomUUID(), address: randomUUID() })

describe('counting views with their source', { timeout: 120_000 }, () => {
  it('adds a source only when the view itself is counted', async () => {
    const tool = await createTool(payload)
    const sqlDb = await db()
    const a = someVisit()
    const search = { kind: 'search', value: 'ai sourcing' } as const
    expect(await countVisit(sqlDb, 'view', tool.id, a, '2026-01-01', search)).toBe('counted')
    expect(await countVisit(sqlDb, 'view', tool.id, a, '2026-01-01', search)).toBe('repeat')
    expect(await countVisit(sqlDb, 'view', tool.id, a, '2026-01-01', { kind: 'external', value: 'google.com' })).toBe('repeat')
    expect(await countVisit(sqlDb, 'view', tool.id, someVisit(), '2026-01-01', search)).toBe('counted')
    expect(await countVisit(sqlDb, 'view', tool.id, someVisit(), '2026-01-01', { kind: 'tool', value: tool.slug! })).toBe('counted')
    expect(await countVisit(sqlDb, 'view', tool.id, someVisit(), '2026-01-01')).toBe('counted')
    expect(await countVisit(sqlDb, 'click', tool.id, someVisit(), '2026-01-01', search)).toBe('counted')
    expect(await sourceRows(tool.id)).toEqual([
      { day: '2026-01-01', kind: 'direct', value: '', views: 2 },
      { day: '2026-01-01', kind: 'search', value: 'ai sourcing', views: 2 },
    ])
  })

  it('adds no source to a capped view', async () => {
    const tool = await createTool(payload)
    const sqlDb = await db()
    const address = randomUUID()
    // The address has used up its day on other tools.
    await sqlDb.execute(sql`INSERT INTO tool_visit_addresses (kind, day, address, counted) VALUES ('view', '2026-01-02', ${address}, ${DAILY_ADDRESS_CAP.view * rateLimitScale()})`)
    expect(await countVisit(sqlDb, 'view', tool.id, { visitor: randomUUID(), address }, '2026-01-02', { kind: 'home', value: '' })).toBe('capped')
    expect(await sourceRows(tool.id)).toEqual([])
  })

  it('reads the beacon’s ref and ignores bad or oversized input', async () => {
    const tool = await createTool(payload)
    const beacon = (ref: string | null, ip: string) => {
      const url = new URL(`${env.SERVER_URL}/t/view/${tool.id}`)
      if (ref !== null) url.searchParams.set('ref', ref)
      return viewRoute(new NextRequest(url, { method: 'POST', headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', 'x-forwarded-for': ip } }), { params: Promise.resolve({ id: String(tool.id) }) })
    }
    expect((await beacon(`${env.SERVER_URL}/?q=Resume+parsing`, '203.0.113.1')).status).toBe(204)
    expect((await beacon(`${env.SERVER_URL}/?q=Resume+parsing`, '203.0.113.1')).status).toBe(204) // a repeat
    expect((await beacon('https://www.linkedin.com/feed/', '203.0.113.2')).status).toBe(204)
    expect((await beacon('%%%not-a-url', '203.0.113.3')).status).toBe(204)
    expect((await beacon(`https://a.test/${'x'.repeat(5000)}`, '203.0.113.4')).status).toBe(204)
    const rows = await sourceRows(tool.id)
    expect(rows.map((row) => [row.kind, row.value, row.views])).toEqual([
      ['direct', '', 2],
      ['external', 'linkedin.com', 1],
      ['search', 'resume parsing', 1],
    ])
  })
})

describe('rank history', { timeout: 120_000 }, () => {
  it('records each tool’s category rank per UTC day, the day’s last run winning', async () => {
    const category = await payload.create({ collection: 'categories', data: { name: `Rank ${randomUUID().slice(0, 6)}`, toolType: 'recruiter' } as never, overrideAccess: true, context: { seedWrite: true } })
    const first = await createTool(payload, { category: category.id })
    const second = await createTool(payload, { category: category.id })
    const sqlDb = await db()
    await calculateRanking(payload, undefined, new Date('2026-03-08T10:00:00Z'))
    const before = (await recordedRanks(sqlDb, second.id, '2026-03-07', '2026-03-09'))
    expect(before.map((day) => day.day)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09'])
    expect(before[0]!.rank).toBeNull()
    expect(before[2]!.rank).toBeNull()
    const ranksOn8 = [before[1]!.rank, (await recordedRanks(sqlDb, first.id, '2026-03-08', '2026-03-08'))[0]!.rank].sort()
    expect(ranksOn8).toEqual([1, 2])

    // The second tool overtakes the first later that day: the later run's rank is kept.
    await sqlDb.execute(sql`INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES (${second.id}, '2026-03-08', 500, 50, now(), now())`)
    await calculateRanking(payload, undefined, new Date('2026-03-08T23:00:00Z'))
    expect((await recordedRanks(sqlDb, second.id, '2026-03-08', '2026-03-08'))[0]!.rank).toBe(1)
    expect((await recordedRanks(sqlDb, first.id, '2026-03-08', '2026-03-08'))[0]!.rank).toBe(2)
  })
})

describe('Premium and Basic analytics', { timeout: 120_000 }, () => {
  async function withSourcesAndRanks(toolId: number) {
    const sqlDb = await db()
    await sqlDb.execute(sql`INSERT INTO tool_view_sources (tool_id, day, kind, value, views) VALUES
      (${toolId}, '2026-03-09', 'search', 'ai sourcing', 7), (${toolId}, '2026-03-10', 'search', 'ai sourcing', 3),
      (${toolId}, '2026-03-09', 'external', 'google.com', 4), (${toolId}, '2026-03-09', 'home', '', 2),
      (${toolId}, '2026-03-09', 'direct', '', 5), (${toolId}, '2026-01-01', 'search', 'too old', 99)`)
    await sqlDb.execute(sql`INSERT INTO tool_category_ranks (tool_id, day, category_id, rank) VALUES (${toolId}, '2026-03-05', NULL, 4), (${toolId}, '2026-03-09', NULL, 2)`)
  }

  it('gives a Premium owner the sources and the rank per day', async () => {
    const { vendor, tool } = await vendorWith('premium')
    await withSourcesAndRanks(tool.id)
    const analytics = (await vendorAnalytics(vendor, tool.slug!, 7, NOW))!
    expect(analytics.plan).toBe('premium')
    expect(analytics.premium!.sources.terms).toEqual([{ kind: 'search', value: 'ai sourcing', label: 'ai sourcing', views: 10 }])
    expect(analytics.premium!.sources.sites).toEqual([{ kind: 'external', value: 'google.com', label: 'google.com', views: 4 }])
    expect(analytics.premium!.sources.pages).toEqual([{ kind: 'home', value: '', label: '', views: 2 }])
    expect(analytics.premium!.sources.direct.map((source) => source.views)).toEqual([5])
    expect(analytics.premium!.ranks).toHaveLength(7)
    expect(analytics.premium!.ranks.filter((day) => day.rank !== null)).toEqual([{ day: '2026-03-05', rank: 4 }, { day: '2026-03-09', rank: 2 }])
    expect(analytics.premium!.caseStudy).toEqual({ open: null })
  })

  it('never gives a Basic owner Premium data, nor one whose Premium placement is not active', async () => {
    const { vendor, tool } = await vendorWith('basic')
    await withSourcesAndRanks(tool.id)
    const basic = (await vendorAnalytics(vendor, tool.slug!, 7, NOW))!
    expect(basic.plan).toBe('basic')
    expect(basic.premium).toBeNull()
    expect(basic.totals).toBeDefined()
    expect(JSON.stringify(basic)).not.toContain('ai sourcing')

    const lapsed = await signedIn(['vendor'])
    const lapsedTool = await createTool(payload)
    await place(lapsed.id, lapsedTool.id, 'premium', 'cancelled')
    await place(lapsed.id, lapsedTool.id, 'premium', 'pending_review')
    expect((await vendorAnalytics(lapsed, lapsedTool.slug!, 7, NOW))!.premium).toBeNull()

    // Staff see the sources of any tool (to help its vendor), but no case study form for a Basic one.
    const staffView = (await vendorAnalytics(await signedIn(['editor']), tool.slug!, 7, NOW))!
    expect(staffView.premium!.sources.terms[0]!.views).toBe(10)
    expect(staffView.premium!.caseStudy).toBeNull()
  })

  it('downloads the sources CSV for Premium only; the Basic CSV holds only the totals', async () => {
    const premium = await vendorWith('premium')
    const basic = await vendorWith('basic')
    await withSourcesAndRanks(premium.tool.id)
    await withSourcesAndRanks(basic.tool.id)
    const get = (route: typeof csvRoute, slug: string, token?: string) =>
      route(new Request(`http://localhost/account/analytics/${slug}/x?days=90`, { headers: token ? { authorization: `JWT ${token}` } : {} }), { params: Promise.resolve({ slug }) })

    const refused = await get(sourcesCsvRoute, basic.tool.slug!, basic.vendor.token)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('View sources are part of Premium analytics.')
    expect((await get(sourcesCsvRoute, premium.tool.slug!, basic.vendor.token)).status).toBe(404)
    expect((await get(sourcesCsvRoute, premium.tool.slug!)).status).toBe(401)
    const basicCsv = await (await get(csvRoute, basic.tool.slug!, basic.vendor.token)).text()
    expect(basicCsv.split('\r\n')[0]).toBe('date,views,clicks,click_through_rate_percent,upvotes')
    expect(basicCsv).not.toContain('ai sourcing')

    const response = await get(sourcesCsvRoute, premium.tool.slug!, premium.vendor.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect((await response.text()).split('\r\n')).toEqual(['group,kind,value,label,views', '']) // the fixture's March 2026 days are outside the last 90
    const today = new Date().toISOString().slice(0, 10)
    await (await db()).execute(sql`INSERT INTO tool_view_sources (tool_id, day, kind, value, views) VALUES
      (${premium.tool.id}, ${today}, 'search', '=cmd, "x"', 3), (${premium.tool.id}, ${today}, 'external', 'google.com', 2)`)
    const text = await (await get(sourcesCsvRoute, premium.tool.slug!, premium.vendor.token)).text()
    // A value a spreadsheet would run as a formula is defused, and quoted where it holds a comma or quote.
    expect(text.split('\r\n')).toEqual(['group,kind,value,label,views', `search term,search,"'=cmd, ""x""","Search “=cmd, ""x""”",3`, 'referring site,external,google.com,google.com,2', ''])
  })
})

describe('the monthly report', { timeout: 180_000 }, () => {
  it('sends each Premium owner one report per month, even when run twice, and resumes after a refused mail', async () => {
    const { vendor, tool } = await vendorWith('premium')
    const refusedOwner = await vendorWith('premium')
    const basic = await vendorWith('basic')
    const sqlDb = await db()
    await sqlDb.execute(sql`INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES
      (${tool.id}, '2026-02-03', 120, 12, now(), now()), (${tool.id}, '2026-01-20', 60, 3, now(), now()), (${tool.id}, '2026-03-01', 999, 99, now(), now())`)
    await sqlDb.execute(sql`INSERT INTO tool_view_sources (tool_id, day, kind, value, views) VALUES (${tool.id}, '2026-02-03', 'search', 'ai sourcing', 70), (${tool.id}, '2026-02-03', 'external', 'google.com', 50)`)
    await sqlDb.execute(sql`INSERT INTO tool_category_ranks (tool_id, day, category_id, rank) VALUES (${tool.id}, '2026-02-01', NULL, 6), (${tool.id}, '2026-02-15', NULL, 4), (${tool.id}, '2026-02-28', NULL, 3)`)
    smtp.refused.add(refusedOwner.vendor.email.toLowerCase())

    const march = new Date('2026-03-01T08:00:00Z')
    const first = await sendMonthlyReports(payload, march)
    expect(first.month).toBe('2026-02')
    expect(first.failed).toBe(1)
    const mail = await smtp.waitFor((message) => message.to.includes(vendor.email.toLowerCase()))
    expect(mail.subject).toBe(`${tool.name} on HireStack: your February 2026 report`)
    expect(mail.text).toContain('Views: 120 (60 in January 2026, +100%)')
    expect(mail.text).toContain('Outbound clicks: 12 (3 in January 2026, +300%)')
    expect(mail.text).toContain('Click-through rate: 10.0% (5.0% in January 2026)')
    expect(mail.text).toContain('Top sources of views: Search “ai sourcing” (70); google.com (50).')
    expect(mail.text).toContain('#6 at the start of the month, #3 at the end')
    expect(mail.text).toContain(`/account/analytics/${tool.slug}?days=30`)

    smtp.refused.clear()
    const second = await sendMonthlyReports(payload, new Date('2026-03-01T09:00:00Z'))
    expect(second.failed).toBe(0)
    expect(second.sent).toBe(1)
    await smtp.waitFor((message) => message.to.includes(refusedOwner.vendor.email.toLowerCase()))
    const third = await sendMonthlyReports(payload, new Date('2026-03-02T09:00:00Z'))
    expect(third.sent).toBe(0)

    const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email.toLowerCase())).length
    expect(mailsTo(vendor.email)).toBe(1)
    expect(mailsTo(refusedOwner.vendor.email)).toBe(1)
    expect(mailsTo(basic.vendor.email)).toBe(0)
    const { rows } = await sqlDb.execute(sql`SELECT status FROM premium_report_sends WHERE tool_id = ${tool.id} AND month = '2026-02'`)
    expect(rows).toEqual([{ status: 'sent' }])
  })
})

describe('the case study request', { timeout: 120_000 }, () => {
  const valid = (tool: string) => ({ tool, goal: 'How Acme cut time to hire by 30% with our sourcing.', contactName: 'Ada Lovelace', contactEmail: 'ada@example.test', notes: '' })
  const as = (who: { token: string } | null) => {
    request.token = who?.token ?? ''
    request.ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
  }
  const openRequests = async (toolId: number) => (await payload.count({ collection: 'case-study-requests', where: { tool: { equals: toolId } }, overrideAccess: true })).totalDocs

  it('lets only the Premium owner or staff file one open request per tool', async () => {
    const { vendor, tool } = await vendorWith('premium')
    const basic = await vendorWith('basic')

    as(null)
    expect(await requestCaseStudy(valid(tool.slug!))).toMatchObject({ ok: false, code: 'unauthenticated' })
    as(basic.vendor)
    expect(await requestCaseStudy(valid(basic.tool.slug!))).toMatchObject({ ok: false, code: 'not_premium', error: 'Featured case studies are part of the Premium plan.' })
    expect(await requestCaseStudy(valid(tool.slug!))).toMatchObject({ ok: false, code: 'not_found' })
    expect(await openRequests(basic.tool.id)).toBe(0)

    as(vendor)
    const created = await requestCaseStudy(valid(tool.slug!))
    expect(created.ok).toBe(true)
    expect(await requestCaseStudy(valid(tool.slug!))).toMatchObject({ ok: false, code: 'open' })
    as(await signedIn(['editor']))
    expect(await requestCaseStudy(valid(tool.slug!))).toMatchObject({ ok: false, code: 'open' })
    expect(await openRequests(tool.id)).toBe(1)
    const analytics = (await vendorAnalytics(vendor, tool.slug!, 7))!
    expect(analytics.premium!.caseStudy!.open).toMatchObject({ status: 'new' })

    // Done: the vendor may ask again.
    const [doc] = (await payload.find({ collection: 'case-study-requests', where: { tool: { equals: tool.id } }, overrideAccess: true })).docs
    await payload.update({ collection: 'case-study-requests', id: doc!.id, data: { status: 'done' }, overrideAccess: true })
    as(vendor)
    expect((await requestCaseStudy(valid(tool.slug!))).ok).toBe(true)
  })

  it('answers bad input field by field and creates nothing', async () => {
    const { vendor, tool } = await vendorWith('premium')
    as(vendor)
    const result = await requestCaseStudy({ tool: tool.slug, goal: 'short', contactName: '', contactEmail: 'not-an-email', notes: 'x'.repeat(2001) })
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        goal: 'Tell us what the case study should show (at least 20 characters).',
        contactName: 'Enter the name of the person we should talk to.',
        contactEmail: 'Please enter a valid email address',
        notes: 'Please keep the notes under 2000 characters.',
      },
    })
    for (const bad of [null, 'x', { ...valid(tool.slug!), tool: '../etc' }, { ...valid(tool.slug!), goal: 42 }]) {
      expect(await requestCaseStudy(bad)).toMatchObject({ ok: false, code: 'invalid' })
    }
    expect(await openRequests(tool.id)).toBe(0)
  })

  it('keeps the queue to editors and admins and refuses creates through the API', async () => {
    const { vendor, tool } = await vendorWith('premium')
    as(vendor)
    expect((await requestCaseStudy(valid(tool.slug!))).ok).toBe(true)
    const read = (user: Awaited<ReturnType<typeof signedIn>>) => payload.find({ collection: 'case-study-requests', where: { tool: { equals: tool.id } }, user, overrideAccess: false })
    await expect(read(vendor)).rejects.toThrow('You are not allowed to perform this action.')
    expect((await read(await signedIn(['editor']))).totalDocs).toBe(1)
    await expect(payload.create({ collection: 'case-study-requests', data: { tool: tool.id, goal: 'x'.repeat(30), contactName: 'Ada', contactEmail: 'a@example.test', status: 'new' }, user: await signedIn(['editor']), overrideAccess: false })).rejects.toThrow()
  })

  it('is rate-limited per client', async () => {
    const { vendor } = await vendorWith('premium')
    request.token = vendor.token
    request.ip = '203.0.113.251'
    const results = []
    for (let i = 0; i < 6; i++) results.push(await requestCaseStudy(valid('no-such-tool')))
    expect(results.slice(0, 5).every((result) => !result.ok && result.code === 'not_found')).toBe(true)
    expect(results[5]).toMatchObject({ ok: false, code: 'rate_limited', error: expect.stringMatching(WORDED_LIMIT) })
  })
})
