import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { categoryMatchForSlug, loadCatalog, type CatalogCategory } from '@/domains/directory/listing/categories'
import { queryFacetCounts } from '@/domains/directory/listing/facet-counts'
import { facetMatch, type IntegrationOption } from '@/domains/directory/listing/facet-match'
import { queryIntegrationOptions } from '@/domains/directory/listing/integration-listing'
import { emptyResultOffers } from '@/domains/directory/listing/match-count'
import { parseToolFilters, toolFiltersToSearch } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createIntegration, createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor
const quiet = { overrideAccess: true, context: { seedWrite: true } }
const source = 'https://vendor.test/trust'

/**
 * One category per run holds this file's tools, so the facet counts are exactly the seeded rows:
 * A (Greenhouse + Lever, SOC 2 yes, ISO no, free tier, per seat $49), B (Greenhouse, SOC 2 yes,
 * ISO yes, 14-day trial, per seat $150), C (Lever, bias audit yes, flat $0), D (no facts), and a
 * draft with every fact, which no count may include.
 */
/** The category's and the tools' names end with it: as search words it matches all four tools. */
const suffix = randomUUID().slice(0, 8)
let slug: string
let catalog: CatalogCategory[]
let integrations: IntegrationOption[]
let greenhouse: IntegrationOption
let lever: IntegrationOption

async function state(search: string) {
  const filters = parseToolFilters(new URLSearchParams(`type=everyone&category=${slug}&${search}`))
  const category = categoryMatchForSlug(slug, catalog)
  const facets = facetMatch(filters, integrations)
  const [page, counts] = await Promise.all([queryToolPage(db, filters, category, facets), queryFacetCounts(db, filters, category, facets)])
  return { filters, facets, names: page.tools.map((tool) => tool.name.split(' ')[0]).sort(), total: page.total, counts }
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
  const category = await payload.create({ collection: 'categories', data: { name: `Facet Test ${suffix}` }, ...quiet })
  slug = category.slug!
  const [gh, lv] = await Promise.all([createIntegration(payload, 'Greenhouse'), createIntegration(payload, 'Lever')])
  const tool = (name: string, data: Record<string, unknown>) => createTool(payload, { name: `${name} ${suffix}`, category: category.id, ...data })
  await tool('A', {
    integrations: [gh.id, lv.id],
    compliance: [
      { kind: 'soc2_type2', status: 'yes', sourceUrl: source },
      { kind: 'iso27001', status: 'no', sourceUrl: source },
    ],
    pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 49, freeTier: 'yes' },
  })
  await tool('B', {
    integrations: [gh.id],
    compliance: [
      { kind: 'soc2_type2', status: 'yes', sourceUrl: source },
      { kind: 'iso27001', status: 'yes', sourceUrl: source },
    ],
    pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 150, freeTrialDays: 14 },
  })
  await tool('C', { integrations: [lv.id], compliance: [{ kind: 'nyc_ll144_audit', status: 'yes', sourceUrl: source }], pricingFacts: { model: 'flat', startingPriceUsdMonth: 0 } })
  await tool('D', {})
  await tool('Draft', {
    _status: 'draft',
    integrations: [gh.id, lv.id],
    compliance: [{ kind: 'soc2_type2', status: 'yes', sourceUrl: source }],
    pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 1, freeTier: 'yes', freeTrialDays: 7 },
  })
  catalog = await loadCatalog(db)
  integrations = await queryIntegrationOptions(db)
  greenhouse = integrations.find((option) => option.id === gh.id)!
  lever = integrations.find((option) => option.id === lv.id)!
})

describe('facet filters', () => {
  it('counts every option over the published results in one pass', async () => {
    const { names, counts } = await state('')
    expect(names).toEqual(['A', 'B', 'C', 'D'])
    expect(counts.isEstimate).toBe(false)
    expect(counts.keys).toEqual({
      [`integration:${greenhouse.id}`]: 2,
      [`integration:${lever.id}`]: 2,
      'compliance:soc2_type2:yes': 2,
      'compliance:iso27001:yes': 1,
      'compliance:nyc_ll144_audit:yes': 1,
      'free-tier:yes': 1,
      'free-trial': 1,
      'model:per_seat': 2,
      'model:flat': 1,
    })
    expect(counts.maxPrices).toEqual({ 0: 1, 50: 2, 100: 2, 250: 3, 500: 3, 1000: 3 })
  })

  it('narrows by integrations (all of them), compliance "yes", free tier, trial, model and maximum price', async () => {
    expect((await state(`integration=${greenhouse.slug}`)).names).toEqual(['A', 'B'])
    expect((await state(`integration=${greenhouse.slug}&integration=${lever.slug}`)).names).toEqual(['A'])
    expect((await state('compliance=iso27001')).names).toEqual(['B'])
    expect((await state('compliance=soc2_type2&compliance=iso27001')).names).toEqual(['B'])
    expect((await state('free_tier=yes')).names).toEqual(['A'])
    expect((await state('free_trial=yes')).names).toEqual(['B'])
    expect((await state('model=flat')).names).toEqual(['C'])
    expect((await state('max_price=100')).names).toEqual(['A', 'C'])
    expect((await state('max_price=0')).names).toEqual(['C'])
  })

  it('counts within the current results; the model and price choices count their own options without themselves', async () => {
    const { names, counts } = await state(`integration=${greenhouse.slug}&model=per_seat&max_price=100`)
    expect(names).toEqual(['A'])
    expect(counts.keys[`integration:${lever.id}`]).toBe(1)
    expect(counts.keys['compliance:soc2_type2:yes']).toBe(1)
    expect(counts.keys['compliance:iso27001:yes']).toBeUndefined()
    // Per seat under $100 is A; with any model under $100 among Greenhouse tools it is still A; per seat at any price A and B.
    expect(counts.keys['model:per_seat']).toBe(1)
    expect(counts.maxPrices[250]).toBe(2)
    expect(counts.maxPrices[0]).toBe(0)
  })

  it('counts the words within the few holders of two facets the same as the holders alone when every holder matches', async () => {
    const alone = await state(`integration=${greenhouse.slug}&compliance=soc2_type2`)
    const searched = await state(`integration=${greenhouse.slug}&compliance=soc2_type2&q=${suffix}`)
    expect(alone.names).toEqual(['A', 'B'])
    expect(searched.names).toEqual(['A', 'B'])
    expect(searched.counts).toEqual(alone.counts)
    expect(searched.counts.keys[`integration:${lever.id}`]).toBe(1)
    expect((await state(`integration=${greenhouse.slug}&compliance=soc2_type2&q=zz${suffix}zz`)).counts.keys).toEqual({})
  })

  it("keeps each single-type listing's fact keys in a GIN index of that type's listed tools", async () => {
    // The planner reads such an index only where the query implies its predicate, the listing's own
    // `listedTool` and type conditions (a test table is too small for it to prefer any GIN index).
    const { rows } = await db.execute(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'tools' AND indexname LIKE 'tools_fact_keys_%' ORDER BY indexname`,
    )
    const definitions = Object.fromEntries(rows.map((row) => [String(row.indexname), String(row.indexdef)]))
    for (const type of ['recruiter', 'job_seeker']) {
      const definition = definitions[`tools_fact_keys_${type}`]
      expect(definition).toContain('USING gin (fact_keys)')
      expect(definition).toContain(`tool_type = '${type}'`)
      expect(definition).toContain("_status = 'published'")
      expect(definition).toContain('hidden_as_dead IS NOT TRUE')
    }
  })

  it('ignores an unknown integration slug instead of matching nothing or failing', async () => {
    const { names, facets } = await state('integration=no-such-integration&compliance=soc2_type2')
    expect(facets.unknownIntegrations).toEqual(['no-such-integration'])
    expect(names).toEqual(['A', 'B'])
    const bad = await state('integration=%3Cscript%3E&compliance=bogus&max_price=-1&model=x&free_tier=maybe')
    expect(bad.names).toEqual(['A', 'B', 'C', 'D'])
  })

  it('an empty result offers the states with a facet group fewer that find something, counted', async () => {
    const { filters, total } = await state(`integration=${lever.slug}&compliance=iso27001`)
    expect(total).toBe(0)
    const offers = await emptyResultOffers(
      db,
      filters,
      (wanted) => categoryMatchForSlug(wanted, catalog),
      (relaxed) => facetMatch(relaxed, integrations),
    )
    expect(offers.map((offer) => [offer.label, offer.total, toolFiltersToSearch(offer.filters)])).toEqual([
      ['with any integration', 1, `?type=everyone&category=${slug}&compliance=iso27001`],
      ['without the compliance filters', 2, `?type=everyone&category=${slug}&integration=${lever.slug}`],
      ['with no filters', expect.any(Number), '?type=everyone'],
    ])
  })
})
