/**
 * The freshness check (docs/listings.md, "Freshness") against real sites on 127.0.0.1: a price that
 * changes between checks becomes a change proposal an editor accepts or rejects; a site answering
 * 500, refusing connections or with no DNS name counts failed checks, and the third in a row flags
 * it; access to proposals and decisions is editors' and admins' only.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toolsDueForCheck } from '@/domains/directory'
import { categoryNamesForType, loadCatalog } from '@/domains/directory/listing/categories'
import { withToolCounts } from '@/domains/directory/listing/category-counts'
import { DEFAULT_FILTERS } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import { wordCorrections } from '@/domains/directory/search/word-corrections'
import type { ChangeProposal, Tool } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

import { createTool, createUser } from '../helpers/factories'
import { startFixtureSite, type FixtureSite } from '../helpers/fixture-site'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let site: FixtureSite
let refusingUrl: string
const unique = randomUUID().slice(0, 6)
const ats = `Freshhouse ${unique}`
const chat = `Freshchat ${unique}`
/** What the fixture site says now; tests change it between checks. */
const FIRST_FEATURES = ['AI candidate sourcing across 40 sites', 'Personalised outreach sequences']
const ADDED_FEATURE = 'Talent pool search with boolean filters'
const state = { price: 49, mentions: [ats], features: FIRST_FEATURES, healthy: false }

const homePage = () => `<!doctype html><html><head><title>Fresh Sourcer</title>
<meta name="description" content="Fresh Sourcer finds passive candidates for recruiters with AI sourcing."></head><body>
<header><a href="/pricing">Pricing</a></header><main><h1>Source candidates</h1><h2>Features</h2>
<ul>${state.features.map((feature) => `<li>${feature}</li>`).join('')}</ul>
<p>Recruiters use Fresh Sourcer every day. Works with ${state.mentions.join(' and ')}.</p></main></body></html>`
const pricing = () => `<!doctype html><html><body><main>
<div class="plan"><h3>Starter</h3><p>Free plan for one recruiter</p></div>
<div class="plan"><h3>Team</h3><p>$${state.price} per month per seat</p></div></main></body></html>`
const page = (body: () => string) => (_req: http.IncomingMessage, res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body())

beforeAll(async () => {
  process.env.CRAWLER_ALLOW_PRIVATE_HOSTS = '127.0.0.1'
  payload = await testPayload()
  for (const name of [ats, chat]) {
    await payload.create({ collection: 'integrations', data: { name, kind: 'ats' }, overrideAccess: true, context: { seedWrite: true } })
  }
  site = await startFixtureSite({
    '/': page(homePage),
    '/pricing': page(pricing),
    '/broken': (_req, res) => (state.healthy ? page(homePage)(_req, res) : res.writeHead(500, { 'content-type': 'text/plain' }).end('down')),
  })
  // A port nothing listens on: a server that was there and closed.
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  refusingUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`
  await new Promise((resolve) => closed.close(resolve))
})

afterAll(async () => {
  await site.close()
  delete process.env.CRAWLER_ALLOW_PRIVATE_HOSTS
})

const integrationId = async (name: string) =>
  (await payload.find({ collection: 'integrations', where: { name: { equals: name } }, limit: 1, overrideAccess: true })).docs[0]!.id

/**
 * One run of the check task for `tool`, as the weekly schedule queues it; on a queue no runner
 * serves, so only this call runs it (the other test files' processes run the default queue of the
 * same database, and their crawlers may not reach the fixture site on 127.0.0.1).
 */
async function check(tool: { id: number }) {
  const job = await payload.jobs.queue({ task: 'checkSiteFreshness', input: { toolIds: [tool.id] }, queue: 'int-test-unrun' })
  await payload.jobs.runByID({ id: job.id })
  const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
  expect(done.hasError, JSON.stringify(done.log)).toBeFalsy()
  return payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })
}

const proposalsFor = async (toolId: number) =>
  (await payload.find({ collection: 'change-proposals', where: { tool: { equals: toolId } }, sort: 'createdAt', depth: 0, overrideAccess: true })).docs

async function tokenFor(role: 'user' | 'vendor' | 'editor' | 'admin') {
  const user = await createUser(payload, [role])
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  return { user, token: token! }
}

const decide = (id: number | string, action: string, token: string | undefined, body: unknown = {}) =>
  rest(payload, 'POST', `/change-proposals/${id}/${action}`, { token, body })

/** A tool on the fixture site with a proposal pending: checked once, then the price moved. */
async function toolWithProposal(listedPricing = 'Team plan $49 per month'): Promise<{ tool: Tool; proposal: ChangeProposal }> {
  state.price = 49
  state.mentions = [ats]
  state.features = FIRST_FEATURES
  const tool = await createTool(payload, { sourceUrl: site.url, pricing: listedPricing, features: ['AI candidate sourcing across 40 sites'], integrations: [await integrationId(ats)] })
  await check(tool)
  state.price = 59
  state.mentions = [ats, chat]
  state.features = [...FIRST_FEATURES, ADDED_FEATURE]
  await check(tool)
  const [proposal] = await proposalsFor(tool.id)
  expect(proposal).toBeDefined()
  return { tool, proposal: proposal! }
}

describe('freshness check of a live site', () => {
  it('keeps the first check as the baseline, then proposes what the site changed with its before and after', async () => {
    state.price = 49
    state.mentions = [ats]
    state.features = FIRST_FEATURES
    const tool = await createTool(payload, {
      sourceUrl: site.url,
      pricing: 'Team plan $49 per month',
      features: ['AI candidate sourcing across 40 sites'],
      integrations: [await integrationId(ats)],
    })
    const first = await check(tool)
    expect(first.siteCheckedAt).toBeTruthy()
    expect(first.siteFailedChecks).toBe(0)
    expect(first.siteSnapshot).toMatchObject({ pricing: 'Paid plans from $49 per month per seat', integrations: [ats] })
    expect(await proposalsFor(tool.id)).toHaveLength(0)

    state.price = 59
    state.mentions = [ats, chat]
    state.features = [...FIRST_FEATURES, ADDED_FEATURE]
    const second = await check(tool)
    const proposals = await proposalsFor(tool.id)
    expect(proposals).toHaveLength(1)
    const proposal = proposals[0]!
    expect(proposal.status).toBe('pending')
    expect(proposal.sourceUrl).toBe(`${site.url}/`)
    expect(proposal.summary).toBe(`${tool.name}: pricing text, key features, integrations changed`)
    expect(proposal.changes).toEqual([
      { field: 'pricing', before: 'Team plan $49 per month', after: 'Paid plans from $59 per month per seat' },
      // Only what the site added since the last check: the feature it showed both times but the tool never listed stays out.
      { field: 'features', before: ['AI candidate sourcing across 40 sites'], after: ['AI candidate sourcing across 40 sites', ADDED_FEATURE] },
      { field: 'integrations', before: [{ id: await integrationId(ats), name: ats }], after: [{ id: await integrationId(ats), name: ats }, { id: await integrationId(chat), name: chat }] },
    ])
    // Nothing on the tool changed: only an editor applies a proposal.
    expect(second.pricing).toBe('Team plan $49 per month')
    expect(second.integrations).toEqual([await integrationId(ats)])
    expect(second.factsVerifiedAt).toBeFalsy()

    // The site says the same next week: nothing new to propose.
    await check(tool)
    expect(await proposalsFor(tool.id)).toHaveLength(1)
  })

  it('an editor accepts: the tool takes the new values and its facts are verified now, from the proposal source', async () => {
    const { tool, proposal } = await toolWithProposal()
    const { user: editor, token } = await tokenFor('editor')
    const response = await decide(proposal.id, 'accept', token, { note: 'Checked the pricing page.' })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as { message: string }).message).toContain('now shows the new values')

    const updated = await payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })
    expect(updated.pricing).toBe('Paid plans from $59 per month per seat')
    expect(updated.integrations).toEqual([await integrationId(ats), await integrationId(chat)])
    expect(updated.integrationOptions).toEqual([ats, chat])
    expect(updated.features).toEqual(['AI candidate sourcing across 40 sites', ADDED_FEATURE])
    expect(Date.now() - new Date(updated.factsVerifiedAt!).getTime()).toBeLessThan(60_000)
    expect(updated.factsSource).toBe(`${site.url}/`)

    const decided = await payload.findByID({ collection: 'change-proposals', id: proposal.id, depth: 0, overrideAccess: true })
    expect(decided).toMatchObject({ status: 'accepted', decidedBy: editor.id, editorNote: 'Checked the pricing page.' })
    expect(decided.decidedAt).toBeTruthy()

    const again = await decide(proposal.id, 'accept', token)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toBe('This proposal was already accepted.')
  })

  it('an editor rejects with a note: the tool stays as it was; a reject without a note is refused', async () => {
    const { tool, proposal } = await toolWithProposal()
    const { user: editor, token } = await tokenFor('editor')
    const empty = await decide(proposal.id, 'reject', token, { note: '   ' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { message: string }).message).toBe('Say why you reject this change: the note stays with the proposal.')
    expect((await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).status).toBe('pending')

    const rejected = await decide(proposal.id, 'reject', token, { note: 'The $59 plan is a promotion, not the list price.' })
    expect(rejected.status).toBe(200)
    const after = await payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })
    expect(after.pricing).toBe('Team plan $49 per month')
    expect(after.integrations).toEqual([await integrationId(ats)])
    expect(after.factsVerifiedAt).toBeFalsy()
    expect(await payload.findByID({ collection: 'change-proposals', id: proposal.id, depth: 0, overrideAccess: true })).toMatchObject({
      status: 'rejected',
      decidedBy: editor.id,
      editorNote: 'The $59 plan is a promotion, not the list price.',
    })
    expect((await decide(proposal.id, 'accept', token)).status).toBe(409)
  })

  it('refuses to accept a proposal when the tool was edited after the check, and changes nothing', async () => {
    const { tool, proposal } = await toolWithProposal()
    await payload.update({ collection: 'tools', id: tool.id, data: { pricing: 'Edited by hand: $55 per month' }, overrideAccess: true, context: { seedWrite: true } })
    const { token } = await tokenFor('admin')
    const response = await decide(proposal.id, 'accept', token)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toContain("The tool's pricing text was edited after this check")
    const after = await payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })
    expect(after.pricing).toBe('Edited by hand: $55 per month')
    expect(after.integrations).toEqual([await integrationId(ats)])
    expect((await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).status).toBe('pending')
  })
})

describe('dead sites', () => {
  it('flags a site after three failed checks in a row (500), hides it once an editor confirms, and a good check resets the count', async () => {
    state.healthy = false
    const tool = await createTool(payload, { name: `Dead Site ${unique}`, sourceUrl: `${site.url}/broken` })
    const listed = async () => {
      const page = await queryToolPage(await sqlFor(payload), { ...DEFAULT_FILTERS, q: `Dead Site ${unique}` }, null)
      return page.tools.some((card) => card.slug === tool.slug)
    }
    expect(await listed()).toBe(true)
    const { token } = await tokenFor('editor')
    const hide = (hiddenAsDead: boolean) => rest(payload, 'PATCH', `/tools/${tool.id}`, { token, body: { hiddenAsDead } })

    const once = await check(tool)
    expect(once).toMatchObject({ siteFailedChecks: 1, siteDead: false })
    expect(once.siteCheckError).toContain('answered 500')
    // Not flagged yet: an editor can't hide it as dead.
    const early = await hide(true)
    expect(early.status).toBe(400)
    expect(await early.text()).toContain('Only a tool whose website failed 3 checks in a row can be hidden as a dead site.')
    expect((await payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })).hiddenAsDead).toBe(false)

    await check(tool)
    const third = await check(tool)
    expect(third).toMatchObject({ siteFailedChecks: 3, siteDead: true })
    // Flagged, still listed: hiding waits for an editor.
    expect(await listed()).toBe(true)
    expect((await hide(true)).status).toBe(200)
    expect(await listed()).toBe(false)

    state.healthy = true
    const back = await check(tool)
    expect(back).toMatchObject({ siteFailedChecks: 0, siteDead: false, siteCheckError: null, hiddenAsDead: true })
    expect((await hide(false)).status).toBe(200)
    expect(await listed()).toBe(true)
  })

  it('a tool hidden as dead leaves the category names and counts and the typo corrections too', async () => {
    const db = await sqlFor(payload)
    const category = await payload.create({
      collection: 'categories',
      data: { name: `Hidden Category ${unique}` },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    const name = `Quorblex${unique}`
    const tool = await createTool(payload, { name, category: category.id })
    const shown = async () => {
      const catalog = await loadCatalog(db)
      const names = await categoryNamesForType(db, 'recruiter', catalog)
      const [counted] = await withToolCounts(db, 'recruiter', [{ name: category.name, slug: category.slug!, description: null }], catalog)
      return { named: names.includes(category.name), count: counted!.toolCount, suggestion: [...(await wordCorrections(db, name.replace('blex', 'blx'), [])).values()][0]?.[0]?.word ?? null }
    }
    expect(await shown()).toEqual({ named: true, count: 1, suggestion: name.toLowerCase() })
    // The editor's confirmation (tested above) sets the flag; here it is set directly.
    await db.execute(sql`UPDATE tools SET hidden_as_dead = true WHERE id = ${tool.id}`)
    expect(await shown()).toEqual({ named: false, count: 0, suggestion: null })
  })

  it('counts a refused connection and a name with no DNS record as failed checks', async () => {
    const refused = await check(await createTool(payload, { sourceUrl: refusingUrl }))
    expect(refused.siteFailedChecks).toBe(1)
    expect(refused.siteCheckError).toContain('Could not connect')
    const noDns = await check(await createTool(payload, { sourceUrl: `http://no-such-site-${unique}.invalid/` }))
    expect(noDns.siteFailedChecks).toBe(1)
    expect(noDns.siteCheckError).toContain('Could not resolve')
  })

  it('a job skips a site checked since it was queued, so a retry or a second queued run counts it once', async () => {
    state.healthy = false
    const tool = await createTool(payload, { sourceUrl: `${site.url}/broken` })
    const earlier = await payload.jobs.queue({ task: 'checkSiteFreshness', input: { toolIds: [tool.id] }, queue: 'int-test-unrun' })
    const later = await payload.jobs.queue({ task: 'checkSiteFreshness', input: { toolIds: [tool.id] }, queue: 'int-test-unrun' })
    await payload.jobs.runByID({ id: later.id })
    await payload.jobs.runByID({ id: earlier.id })
    expect((await payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })).siteFailedChecks).toBe(1)
  })
})

describe('the weekly schedule', () => {
  it("picks a tool on its weekday unless checked in the last six days, and any tool last checked over eight days ago", async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/' })
    const db = await sqlFor(payload)
    // A Sunday-based week in UTC: 2026-11-01 is a Sunday.
    const onDay = (weekday: number) => new Date(Date.UTC(2026, 10, 1 + weekday, 4, 15))
    const itsDay = onDay(tool.id % 7)
    const otherDay = onDay((tool.id + 3) % 7)
    expect(await toolsDueForCheck(db, itsDay)).toContain(tool.id)
    expect(await toolsDueForCheck(db, otherDay)).not.toContain(tool.id)

    const setChecked = (at: Date) => db.execute(sql`UPDATE tools SET site_checked_at = ${at.toISOString()} WHERE id = ${tool.id}`)
    await setChecked(new Date(itsDay.getTime() - 2 * 86_400_000))
    expect(await toolsDueForCheck(db, itsDay)).not.toContain(tool.id)
    await setChecked(new Date(otherDay.getTime() - 9 * 86_400_000))
    expect(await toolsDueForCheck(db, otherDay)).toContain(tool.id)
  })

  it('the daily task queues the due tools in batches of at most five', async () => {
    const job = await payload.jobs.queue({ task: 'scheduleFreshnessChecks', input: {} })
    await payload.jobs.runByID({ id: job.id })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    const output = (done.taskStatus as Record<string, Record<string, { output: { tools: number; jobs: number } }>>).scheduleFreshnessChecks?.['1']?.output
    expect(output).toBeDefined()
    const queued = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'checkSiteFreshness' } }, { processing: { equals: false } }, { completedAt: { exists: false } }] }, limit: 0, depth: 0 })
    const batches = queued.docs.map((doc) => (doc.input as { toolIds: number[] }).toolIds)
    expect(batches.length).toBeGreaterThanOrEqual(output!.jobs)
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(5)
    expect(batches.flat().length).toBeGreaterThanOrEqual(output!.tools)
  })
})

describe('who may see and decide proposals', () => {
  it('visitors, users and vendors cannot read the check’s proposals or decide them, over REST or the local API; editors and admins can read', async () => {
    const { proposal } = await toolWithProposal()
    for (const role of ['user', 'vendor'] as const) {
      const { user, token } = await tokenFor(role)
      // A user reads only the edits they proposed as a tool's owner (docs/accounts.md, "Claims and edits").
      const list = await rest(payload, 'GET', '/change-proposals', { token })
      expect(list.status).toBe(200)
      expect(((await list.json()) as { docs: unknown[] }).docs).toEqual([])
      expect((await rest(payload, 'GET', `/change-proposals/${proposal.id}`, { token })).status).toBe(404)
      const accept = await decide(proposal.id, 'accept', token)
      expect(accept.status).toBe(403)
      expect(((await accept.json()) as { message: string }).message).toBe('Only editors and administrators can decide change proposals.')
      expect((await decide(proposal.id, 'reject', token, { note: 'no' })).status).toBe(403)
      expect((await rest(payload, 'PATCH', `/change-proposals/${proposal.id}`, { token, body: { status: 'accepted' } })).status).toBe(403)
      expect((await payload.find({ collection: 'change-proposals', user, overrideAccess: false })).docs).toEqual([])
    }
    expect((await rest(payload, 'GET', '/change-proposals')).status).toBe(403)
    const anonymous = await decide(proposal.id, 'accept', undefined)
    expect(anonymous.status).toBe(401)

    const { token: editorToken } = await tokenFor('editor')
    const read = await rest(payload, 'GET', `/change-proposals/${proposal.id}`, { token: editorToken })
    expect(read.status).toBe(200)
    // Even an editor decides only through Accept and Reject: a plain write can't set the status.
    expect((await rest(payload, 'PATCH', `/change-proposals/${proposal.id}`, { token: editorToken, body: { status: 'accepted' } })).status).toBe(403)
    expect((await rest(payload, 'POST', '/change-proposals', { token: editorToken, body: { summary: 'x' } })).status).toBe(403)
    expect((await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).status).toBe('pending')
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { tool, proposal } = await toolWithProposal()
    const { token } = await tokenFor('editor')
    const message = async (response: Response) => ((await response.json()) as { message: string }).message
    const badId = await decide('abc', 'accept', token)
    expect(badId.status).toBe(400)
    expect(await message(badId)).toBe('Invalid id')
    const missing = await decide(2_000_000_000, 'accept', token)
    expect(missing.status).toBe(404)
    expect(await message(missing)).toBe('There is no change proposal with this id.')
    const notText = await decide(proposal.id, 'accept', token, { note: 5 })
    expect(notText.status).toBe(400)
    expect(await message(notText)).toBe('The note must be text.')
    const notObject = await decide(proposal.id, 'reject', token, ['a note'])
    expect(notObject.status).toBe(400)
    const tooLong = await decide(proposal.id, 'reject', token, { note: 'x'.repeat(2001) })
    expect(tooLong.status).toBe(400)
    expect(await message(tooLong)).toBe('Keep the note under 2000 characters.')
    expect((await payload.findByID({ collection: 'change-proposals', id: proposal.id, overrideAccess: true })).status).toBe('pending')
    expect((await payload.findByID({ collection: 'tools', id: tool.id, depth: 0, overrideAccess: true })).pricing).toBe('Team plan $49 per month')
  })

  it('only staff run a check by hand, on a tool with a website', async () => {
    const tool = await createTool(payload, { sourceUrl: site.url })
    const bare = await createTool(payload)
    const { token: vendor } = await tokenFor('vendor')
    expect((await rest(payload, 'POST', `/tools/${tool.id}/check-website`, { token: vendor })).status).toBe(403)
    expect((await rest(payload, 'POST', `/tools/${tool.id}/check-website`)).status).toBe(401)
    const { token } = await tokenFor('editor')
    expect((await rest(payload, 'POST', '/tools/nope/check-website', { token })).status).toBe(400)
    expect((await rest(payload, 'POST', '/tools/2000000000/check-website', { token })).status).toBe(404)
    const noSite = await rest(payload, 'POST', `/tools/${bare.id}/check-website`, { token })
    expect(noSite.status).toBe(422)
    const queued = await rest(payload, 'POST', `/tools/${tool.id}/check-website`, { token })
    expect(queued.status).toBe(202)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'checkSiteFreshness' } }, sort: '-createdAt', limit: 1, depth: 0 })
    expect((jobs.docs[0]?.input as { toolIds: number[] }).toolIds).toEqual([tool.id])
  })

  it("keeps the check's bookkeeping from the public API", async () => {
    const tool = await check(await createTool(payload, { sourceUrl: site.url }))
    const response = await rest(payload, 'GET', `/tools/${tool.id}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    for (const field of ['siteSnapshot', 'siteFailedChecks', 'siteCheckError', 'siteDead', 'hiddenAsDead']) expect(body).not.toHaveProperty(field)
  })
})
