/**
 * Recruiter-grade facts: who may write them, what is refused and why, the text list
 * that follows the catalogued integrations, the facet keys the database keeps, the verified stamp.
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { queryIntegrationListing, toolShownKeysOf } from '@/domains/directory'
import { sqlFor } from '@/platform/database/db'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof createUser>>
let member: Awaited<ReturnType<typeof createUser>>

const quiet = { context: { seedWrite: true } } as const
const unique = () => randomUUID().slice(0, 8)

const createIntegration = (name: string, kind: 'ats' | 'calendar' = 'ats') =>
  payload.create({ collection: 'integrations', data: { name, kind, website: 'https://example.test' }, overrideAccess: true, ...quiet })

const stored = (id: number) => payload.findByID({ collection: 'tools', id, depth: 0, draft: true, overrideAccess: true })

/** The messages an editor reads for a refused write (Payload's ValidationError lists them per field). */
async function refusalMessages(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((entry) => entry.message).join(' | ')
  }
  return 'accepted'
}

async function factKeys(id: number): Promise<string[]> {
  const db = await sqlFor(payload)
  const { rows } = await db.execute(sql`SELECT fact_keys FROM tools WHERE id = ${id}`)
  return rows[0]?.fact_keys as string[]
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, ['editor'])
  member = await createUser(payload, ['user'])
})

describe('integrations: access', () => {
  it('anyone reads them; a signed-in member can neither create nor edit one, an editor can', async () => {
    const integration = await createIntegration(`Readable ${unique()}`)
    const { docs } = await payload.find({ collection: 'integrations', where: { id: { equals: integration.id } }, overrideAccess: false })
    expect(docs.map((doc) => doc.name)).toEqual([integration.name])

    await expect(
      payload.create({ collection: 'integrations', data: { name: `Member ${unique()}`, kind: 'ats' }, user: member, overrideAccess: false, ...quiet }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({ collection: 'integrations', id: integration.id, data: { name: 'Renamed by member' }, user: member, overrideAccess: false, ...quiet }),
    ).rejects.toThrow(/not allowed/i)
    const edited = await payload.update({
      collection: 'integrations',
      id: integration.id,
      data: { kind: 'calendar' },
      user: editor,
      overrideAccess: false,
      ...quiet,
    })
    expect(edited.kind).toBe('calendar')
  })

  it('a member cannot change a tool\'s facts; an editor can', async () => {
    const tool = await createTool(payload)
    await expect(
      payload.update({ collection: 'tools', id: tool.id, data: { pricingFacts: { startingPriceUsdMonth: 1 } }, user: member, overrideAccess: false, ...quiet }),
    ).rejects.toThrow(/not allowed/i)
    const edited = await payload.update({
      collection: 'tools',
      id: tool.id,
      data: { pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 49, freeTier: 'no', freeTrialDays: 14, contactSales: true } },
      user: editor,
      overrideAccess: false,
      ...quiet,
    })
    expect(edited.pricingFacts).toMatchObject({ model: 'per_seat', startingPriceUsdMonth: 49, freeTier: 'no', freeTrialDays: 14, contactSales: true })
  })

  it('refuses a website that is not an http(s) address', async () => {
    const write = payload.create({ collection: 'integrations', data: { name: `Bad site ${unique()}`, kind: 'ats', website: 'javascript:alert(1)' }, overrideAccess: true, ...quiet })
    expect(await refusalMessages(write)).toMatch(/full web address starting with http/)
  })
})

describe('tool facts: validation', () => {
  const refused = async (data: Record<string, unknown>, message: RegExp) => {
    const tool = await createTool(payload, { pricing: 'Unchanged' })
    expect(await refusalMessages(payload.update({ collection: 'tools', id: tool.id, data, overrideAccess: true, ...quiet }))).toMatch(message)
    const after = await stored(tool.id)
    expect(after.pricingFacts?.startingPriceUsdMonth ?? null).toBeNull()
    expect(after.compliance ?? []).toEqual([])
    expect(after.integrationsSource ?? null).toBeNull()
  }

  it('refuses a negative starting price or trial, and changes nothing', async () => {
    await refused({ pricingFacts: { startingPriceUsdMonth: -5 } }, /starting price can't be negative/)
    await refused({ pricingFacts: { freeTrialDays: -1 } }, /free trial can't be negative/)
  })

  it('refuses a "yes" compliance claim without a source URL', async () => {
    await refused({ compliance: [{ kind: 'soc2_type2', status: 'yes' }] }, /"Yes" needs the source URL/)
  })

  it('refuses a source that is not an http(s) address', async () => {
    await refused({ compliance: [{ kind: 'iso27001', status: 'no', sourceUrl: 'ftp://vendor.test/iso' }] }, /full web address starting with http/)
    await refused({ integrationsSource: 'vendor.test/integrations' }, /full web address starting with http/)
  })

  it('refuses the same compliance kind twice', async () => {
    await refused(
      {
        compliance: [
          { kind: 'gdpr_dpa', status: 'yes', sourceUrl: 'https://vendor.test/dpa' },
          { kind: 'gdpr_dpa', status: 'no', sourceUrl: 'https://vendor.test/dpa' },
        ],
      },
      /GDPR DPA offered is listed twice/,
    )
  })

  it('accepts "unknown" without a source and "yes" with one', async () => {
    const tool = await createTool(payload, {
      compliance: [
        { kind: 'wcag', status: 'unknown' },
        { kind: 'soc2_type2', status: 'yes', sourceUrl: 'https://vendor.test/security', checkedAt: '2026-01-15T00:00:00.000Z' },
      ],
    })
    expect((await stored(tool.id)).compliance?.map(({ kind, status }) => `${kind}:${status}`)).toEqual(['wcag:unknown', 'soc2_type2:yes'])
  })
})

describe('integrations on a tool', () => {
  it('the Integrations text list follows the catalogued integrations, in order, and follows a rename', async () => {
    const greenhouse = await createIntegration(`Greenhouse ${unique()}`)
    const slack = await createIntegration(`Slack ${unique()}`)
    const tool = await createTool(payload, { integrations: [slack.id, greenhouse.id], integrationOptions: ['Typed by hand'] })
    expect((await stored(tool.id)).integrationOptions).toEqual([slack.name, greenhouse.name])

    await payload.update({ collection: 'tools', id: tool.id, data: { integrations: [greenhouse.id] }, overrideAccess: true, ...quiet })
    expect((await stored(tool.id)).integrationOptions).toEqual([greenhouse.name])

    const renamed = `Greenhouse Recruiting ${unique()}`
    await payload.update({ collection: 'integrations', id: greenhouse.id, data: { name: renamed }, overrideAccess: true, ...quiet })
    expect((await stored(tool.id)).integrationOptions).toEqual([renamed])

    await payload.update({ collection: 'tools', id: tool.id, data: { integrations: [] }, overrideAccess: true, ...quiet })
    expect((await stored(tool.id)).integrationOptions).toEqual([])
  })

  it('a tool with no catalogued integrations keeps the names a submission or the crawler found', async () => {
    const tool = await createTool(payload, { integrationOptions: ['Some ATS'] })
    await payload.update({ collection: 'tools', id: tool.id, data: { integrations: [], toolSummary: 'Edited.' }, overrideAccess: true, ...quiet })
    expect((await stored(tool.id)).integrationOptions).toEqual(['Some ATS'])
  })
})

describe('facet keys kept by the database', () => {
  it('name the integrations, stated compliance facts and pricing facts, and follow every change', async () => {
    const lever = await createIntegration(`Lever ${unique()}`)
    const tool = await createTool(payload, {
      integrations: [lever.id],
      pricingFacts: { model: 'per_seat', freeTier: 'yes', freeTrialDays: 14, contactSales: false },
      compliance: [
        { kind: 'soc2_type2', status: 'yes', sourceUrl: 'https://vendor.test/trust' },
        { kind: 'eu_ai_act', status: 'unknown' },
        { kind: 'nyc_ll144_audit', status: 'no', sourceUrl: 'https://vendor.test/ll144' },
      ],
    })
    expect(await factKeys(tool.id)).toEqual(
      [`integration:${lever.id}`, 'compliance:nyc_ll144_audit:no', 'compliance:soc2_type2:yes', 'free-tier:yes', 'free-trial', 'model:per_seat'].sort(),
    )

    await payload.update({
      collection: 'tools',
      id: tool.id,
      data: { integrations: [], compliance: [], pricingFacts: { model: 'custom', freeTier: 'unknown', freeTrialDays: null, contactSales: true } },
      overrideAccess: true,
      ...quiet,
    })
    expect(await factKeys(tool.id)).toEqual(['contact-sales', 'model:custom'])
  })
})

describe('facts verified', () => {
  it('is empty until an editor marks the facts verified, then holds the time of that save', async () => {
    const tool = await createTool(payload)
    expect((await stored(tool.id)).factsVerifiedAt ?? null).toBeNull()
    const before = Date.now()
    await payload.update({ collection: 'tools', id: tool.id, data: { markFactsVerified: true }, user: editor, overrideAccess: false, ...quiet })
    const verifiedAt = Date.parse((await stored(tool.id)).factsVerifiedAt ?? '')
    expect(verifiedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(verifiedAt).toBeLessThanOrEqual(Date.now() + 1000)
  })
})

describe('the integration listing', () => {
  it('lists the published tools that list the integration, is null for an unknown slug, and a tool write expires it', async () => {
    const ashby = await createIntegration(`Ashby ${unique()}`)
    const listed = await createTool(payload, { integrations: [ashby.id] })
    await createTool(payload, { integrations: [ashby.id], _status: 'draft' })
    await createTool(payload)
    const db = await sqlFor(payload)

    const listing = await queryIntegrationListing(db, ashby.slug!, 10)
    expect(listing?.integration).toEqual({ id: ashby.id, name: ashby.name, slug: ashby.slug, kind: 'ats', website: 'https://example.test' })
    expect(listing?.tools.map((tool) => tool.slug)).toEqual([listed.slug])
    expect(listing?.total).toBe(1)

    expect(await queryIntegrationListing(db, `no-such-integration-${unique()}`, 10)).toBeNull()
    expect(await toolShownKeysOf(db, listed.id)).toContain(`integration:${ashby.slug}`)
  })

  it('shows an integration no published tool lists yet as empty', async () => {
    const lonely = await createIntegration(`Lonely ${unique()}`)
    const listing = await queryIntegrationListing(await sqlFor(payload), lonely.slug!, 10)
    expect(listing).toMatchObject({ tools: [], total: 0 })
  })
})
