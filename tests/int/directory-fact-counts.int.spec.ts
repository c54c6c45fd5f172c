/**
 * The facet counts kept by triggers (`tool_fact_counts`): after every kind of write the
 * counts read from the table (`keptFacetCounts`) equal counts made here from the tools themselves,
 * for the whole list of each tool type, one integration, one compliance kind, a pricing model and
 * a maximum price.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type FacetMatch } from '@/domains/directory/listing/facet-match'
import { MAX_PRICE_OPTIONS } from '@/domains/directory/listing/facet-options'
import { keptFacetCounts } from '@/domains/directory/listing/kept-facet-counts'
import { DEFAULT_FILTERS, type ToolFilters } from '@/domains/directory/listing/params'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createIntegration, createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor
const quiet = { overrideAccess: true, context: { seedWrite: true } }
const source = 'https://vendor.test/trust'
let greenhouse: number
let lever: number

interface ToolRow {
  tool_type: string
  listed: boolean
  fact_keys: string[]
  price: string | null
}

/** A state as the table answers it: at most one of a facet key, a model, a maximum price. */
interface State {
  key?: string
  model?: string
  maxPrice?: number
}

/** The counts of one state made from every tool row, without the table. */
function expectedCounts(tools: ToolRow[], type: ToolFilters['type'], state: State) {
  const listed = tools.filter((tool) => tool.listed && (type === 'everyone' || tool.tool_type === type))
  const holds = (tool: ToolRow, key: string | undefined) => key === undefined || tool.fact_keys.includes(key)
  const fits = (tool: ToolRow, max: number | undefined) => max === undefined || (tool.price !== null && Number(tool.price) <= max)
  const keys: Record<string, number> = {}
  for (const tool of listed) {
    if (!holds(tool, state.key) || !fits(tool, state.maxPrice)) continue
    for (const key of tool.fact_keys) {
      if (key.endsWith(':no') || key === 'contact-sales') continue
      if (!key.startsWith('model:') && !holds(tool, state.model)) continue
      keys[key] = (keys[key] ?? 0) + 1
    }
  }
  const maxPrices: Record<number, number> = {}
  for (const price of MAX_PRICE_OPTIONS) maxPrices[price] = listed.filter((tool) => holds(tool, state.key) && holds(tool, state.model) && fits(tool, price)).length
  return { keys, maxPrices, isEstimate: false }
}

async function keptCounts(type: ToolFilters['type'], state: State) {
  const facets: FacetMatch = { keys: state.key ? [state.key] : [], modelKey: state.model ?? null, maxPrice: state.maxPrice ?? null, unknownIntegrations: [] }
  return keptFacetCounts(db, { ...DEFAULT_FILTERS, type }, null, facets)
}

/** Every checked state's kept counts equal the counts made from the tools as they are now. */
async function expectCountsExact() {
  const { rows } = await db.execute(sql`
    SELECT tool_type::text, _status = 'published' AND hidden_as_dead IS NOT TRUE AS listed, fact_keys,
      pricing_facts_starting_price_usd_month::text AS price
    FROM tools`)
  const tools = rows as unknown as ToolRow[]
  const states: State[] = [{}, { key: `integration:${greenhouse}` }, { key: 'compliance:soc2_type2:yes' }, { key: 'free-trial' }, { model: 'model:per_seat' }, { maxPrice: 100 }]
  for (const type of ['recruiter', 'job_seeker', 'everyone'] as const) {
    for (const state of states) expect({ type, state, counts: await keptCounts(type, state) }).toEqual({ type, state, counts: expectedCounts(tools, type, state) })
  }
}

const toolData = () => ({
  integrations: [greenhouse, lever],
  compliance: [
    { kind: 'soc2_type2', status: 'yes', sourceUrl: source },
    { kind: 'iso27001', status: 'no', sourceUrl: source },
  ],
  pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 49, freeTier: 'yes', freeTrialDays: 14 },
})

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
  const [gh, lv] = await Promise.all([createIntegration(payload, 'Greenhouse'), createIntegration(payload, 'Lever')])
  greenhouse = gh.id
  lever = lv.id
})

describe('kept facet counts (tool_fact_counts)', () => {
  it('answers only the states it holds: no search, category, price range, and at most one facet', async () => {
    expect(await keptCounts('recruiter', {})).not.toBeNull()
    expect(await keptCounts('recruiter', { key: 'free-trial', model: 'model:flat' })).toBeNull()
    expect(await keptCounts('recruiter', { maxPrice: 75 })).toBeNull()
    const facets: FacetMatch = { keys: [], modelKey: null, maxPrice: null, unknownIntegrations: [] }
    expect(await keptFacetCounts(db, { ...DEFAULT_FILTERS, q: 'sourcing' }, null, facets)).toBeNull()
    expect(await keptFacetCounts(db, { ...DEFAULT_FILTERS, price: 'free' }, null, facets)).toBeNull()
    expect(await keptFacetCounts(db, DEFAULT_FILTERS, { id: null, labels: ['sourcing'] }, facets)).toBeNull()
  })

  it('follows inserts, fact changes, unpublishing, hiding, type changes and deletes', async () => {
    const a = await createTool(payload, toolData())
    const b = await createTool(payload, { ...toolData(), toolType: 'job_seeker' })
    const draft = await createTool(payload, { ...toolData(), _status: 'draft' })
    await expectCountsExact()

    // The tool row's own facts: model, price (across a band), free tier, trial.
    await payload.update({ collection: 'tools', id: a.id, data: { pricingFacts: { model: 'flat', startingPriceUsdMonth: 120, freeTier: 'no', freeTrialDays: 0 } }, ...quiet })
    await expectCountsExact()
    // Integrations (tools_rels) and compliance (tools_compliance), through their statement triggers.
    await payload.update({ collection: 'tools', id: b.id, data: { integrations: [lever] }, ...quiet })
    await payload.update({ collection: 'tools', id: a.id, data: { compliance: [{ kind: 'soc2_type2', status: 'no', sourceUrl: source }] }, ...quiet })
    await expectCountsExact()

    await payload.update({ collection: 'tools', id: a.id, data: { _status: 'draft' }, ...quiet })
    const unpublished = await db.execute(sql`SELECT _status FROM tools WHERE id = ${a.id}`)
    expect(unpublished.rows[0]?._status).toBe('draft')
    await expectCountsExact()
    await payload.update({ collection: 'tools', id: draft.id, data: { _status: 'published' }, ...quiet })
    await expectCountsExact()

    await db.execute(sql`UPDATE tools SET hidden_as_dead = true WHERE id = ${b.id}`)
    await expectCountsExact()
    await db.execute(sql`UPDATE tools SET hidden_as_dead = false, tool_type = 'recruiter' WHERE id = ${b.id}`)
    await expectCountsExact()

    await payload.delete({ collection: 'tools', id: draft.id, ...quiet })
    await expectCountsExact()
    // Several rows in one statement (the statement triggers count each row once).
    const c = await createTool(payload, toolData())
    await db.execute(sql`DELETE FROM tools WHERE id IN (${a.id}, ${b.id}, ${c.id})`)
    await expectCountsExact()
  })

  it('an update that changes nothing counted (the ranking job) leaves the counts as they are', async () => {
    const tool = await createTool(payload, toolData())
    const before = await keptCounts('everyone', {})
    await db.execute(sql`UPDATE tools SET trending_score = coalesce(trending_score, 0) + 1, monthly_views = 7 WHERE id = ${tool.id}`)
    expect(await keptCounts('everyone', {})).toEqual(before)
    await expectCountsExact()
  })
})
