import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as csvRoute } from '@/app/(frontend)/account/analytics/[slug]/csv/route'
import { parseAnalyticsRange } from '@/domains/vendors'
import { vendorAnalytics, vendorOwnedTools } from '@/queries/vendor-analytics'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
const db = () => (payload.db as unknown as PostgresAdapter).drizzle
const NOW = new Date('2026-03-10T15:00:00Z')

beforeAll(async () => {
  payload = await testPayload()
})

async function token(email: string) {
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'correct-horse-battery' } })
  return token!
}

/** A vendor whose own tool (listed for them) has a featured placement. */
async function placeFor(userId: number, toolId: number) {
  await payload.update({ collection: 'tools', id: toolId, data: { createdBy: userId }, overrideAccess: true, context: { seedWrite: true } })
  await payload.create({
    collection: 'sponsorships',
    data: { toolName: 'Placement', toolUrl: 'https://example.com', category: 'Sourcing', description: 'For the analytics test.', contactEmail: 'vendor@example.test', plan: 'basic', status: 'pending_review', billingMode: 'manual', user: userId, tool: toolId },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}

async function stats(toolId: number, day: string, views: number, clicks: number) {
  await db().execute(sql`INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES (${toolId}, ${day}, ${views}, ${clicks}, now(), now())`)
}

async function upvoteOn(toolId: number, at: string) {
  const voter = await createUser(payload)
  await db().execute(sql`INSERT INTO upvotes (user_id, tool_id, updated_at, created_at) VALUES (${voter.id}, ${toolId}, now(), ${at}::timestamptz)`)
}

async function fixture() {
  const vendor = await createUser(payload, ['vendor'])
  const tool = await createTool(payload)
  await placeFor(vendor.id, tool.id)
  // The 7 days shown end on 2026-03-10; the 7 before them start on 2026-02-25.
  await stats(tool.id, '2026-03-10', 40, 4)
  await stats(tool.id, '2026-03-04', 60, 6)
  await stats(tool.id, '2026-03-03', 50, 1) // previous period
  await stats(tool.id, '2026-02-24', 999, 99) // before both periods
  await upvoteOn(tool.id, '2026-03-09T23:59:00Z')
  await upvoteOn(tool.id, '2026-03-02T08:00:00Z') // previous period
  return { vendor, tool }
}

describe('vendor analytics', { timeout: 120_000 }, () => {
  it('counts each day of the range, zero-filled, and compares with the period before', async () => {
    const { vendor, tool } = await fixture()
    const analytics = await vendorAnalytics(vendor, tool.slug!, 7, NOW)
    expect(analytics).not.toBeNull()
    expect(analytics!.days.map((day) => day.day)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'])
    expect(analytics!.days[0]).toEqual({ day: '2026-03-04', views: 60, clicks: 6, upvotes: 0 })
    expect(analytics!.days[5]).toEqual({ day: '2026-03-09', views: 0, clicks: 0, upvotes: 1 })
    expect(analytics!.totals).toEqual({ views: 100, clicks: 10, upvotes: 1, clickThroughRate: 0.1 })
    expect(analytics!.previous).toEqual({ views: 50, clicks: 1, upvotes: 1, clickThroughRate: 0.02 })
    expect(analytics!.compared.views.change).toBe(1)
    expect(analytics!.compared.clicks.change).toBe(9)
    expect(analytics!.compared.upvotes.change).toBe(0)
    expect(analytics!.compared.clickThroughRate.change).toBeCloseTo(4)
    expect((await vendorAnalytics(vendor, tool.slug!, 30, NOW))!.days).toHaveLength(30)
    expect(await vendorOwnedTools(vendor)).toEqual([{ id: tool.id, name: tool.name, slug: tool.slug }])
  })

  it('shows a tool only to its vendor and to staff, never to another vendor or for a draft', async () => {
    const { tool } = await fixture()
    const other = await createUser(payload, ['vendor'])
    const otherTool = await createTool(payload)
    await placeFor(other.id, otherTool.id)
    expect(await vendorAnalytics(other, tool.slug!, 7, NOW)).toBeNull()
    expect(await vendorOwnedTools(other)).toEqual([{ id: otherTool.id, name: otherTool.name, slug: otherTool.slug }])
    expect(await vendorAnalytics(await createUser(payload, ['user']), tool.slug!, 7, NOW)).toBeNull()
    expect(await vendorAnalytics(await createUser(payload, ['editor']), tool.slug!, 7, NOW)).not.toBeNull()
    expect(await vendorAnalytics(other, 'no-such-tool', 7, NOW)).toBeNull()

    const draft = await createTool(payload, { _status: 'draft' })
    await placeFor(other.id, draft.id)
    expect(await vendorAnalytics(other, draft.slug!, 7, NOW)).toBeNull()
  })

  it('reads any unknown range as 30 days', () => {
    expect([parseAnalyticsRange('7'), parseAnalyticsRange('90'), parseAnalyticsRange(['90', '7'])]).toEqual([7, 90, 90])
    for (const bad of [undefined, '', '8', '-7', '7.0x', 'DROP TABLE', '1e9']) expect(parseAnalyticsRange(bad)).toBe(30)
  })

  // A browser following the page's link sends its cookie with Sec-Fetch-Site (Payload's check for cookie sessions).
  it('downloads the days as CSV for the vendor only, and answers others plainly', async () => {
    const { vendor, tool } = await fixture()
    const request = (cookie?: string, days = '7') =>
      csvRoute(new Request(`http://localhost/account/analytics/${tool.slug}/csv?days=${days}`, { headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) } }), { params: Promise.resolve({ slug: tool.slug! }) })

    const anonymous = await request()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).toBe('Sign in to download your analytics.')

    const other = await createUser(payload, ['vendor'])
    const refused = await request(`payload-token=${await token(other.email)}`)
    expect(refused.status).toBe(404)
    expect(await refused.text()).toBe('No analytics for this tool on your account.')

    const response = await request(`payload-token=${await token(vendor.email)}`, 'junk')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${tool.slug}-analytics-30d-\\d{4}-\\d{2}-\\d{2}\\.csv"$`))
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe('date,views,clicks,click_through_rate_percent,upvotes')
    expect(lines).toHaveLength(32) // header, 30 days, the closing line break
  })
})
