/**
 * A state requiring two or more fact keys reads the tools holding them all through the GIN indexes
 * of the keys' pairs (`factKeyPairsCondition`): the pairs the database writes for a
 * tool are the ones the listing asks for, a pair no listed tool of the type holds finds nothing,
 * and once a tool of the type holds both keys the page, its total and its facet counts find it —
 * also with search words, which a base this small lists and counts in one read.
 */
import { randomUUID } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fewHoldingFactKeys } from '@/domains/directory/listing/estimate'
import { queryFacetCounts } from '@/domains/directory/listing/facet-counts'
import { facetMatch, keyArray, type IntegrationOption } from '@/domains/directory/listing/facet-match'
import { factKeyPairs } from '@/domains/directory/listing/fact-key-pairs'
import { queryIntegrationOptions } from '@/domains/directory/listing/integration-listing'
import { DEFAULT_FILTERS, type ToolFilters } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createIntegration, createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor
const quiet = { overrideAccess: true, context: { seedWrite: true } }
let integrations: IntegrationOption[]
let x: IntegrationOption
let y: IntegrationOption
const created: { collection: 'tools' | 'integrations'; id: number }[] = []

/** The page (names), total and facet counts of a type with both of this run's integrations required (and search words `q`). */
async function both(type: ToolFilters['type'], q = '') {
  const filters: ToolFilters = { ...DEFAULT_FILTERS, type, q, integrations: [x.slug, y.slug] }
  const facets = facetMatch(filters, integrations)
  const [page, counts] = await Promise.all([queryToolPage(db, filters, null, facets), queryFacetCounts(db, filters, null, facets)])
  return { names: page.tools.map((tool) => tool.name.split(' ')[0]).sort(), total: page.total, counts: counts.keys }
}

/** The ids fewHoldingFactKeys finds for both integrations in a type. */
async function holders(type: ToolFilters['type']) {
  return fewHoldingFactKeys(db, facetMatch({ ...DEFAULT_FILTERS, integrations: [x.slug, y.slug] }, integrations), type, 10)
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
  const [first, second] = await Promise.all([createIntegration(payload, 'PairX'), createIntegration(payload, 'PairY')])
  created.push({ collection: 'integrations', id: first.id }, { collection: 'integrations', id: second.id })
  integrations = await queryIntegrationOptions(db)
  x = integrations.find((option) => option.id === first.id)!
  y = integrations.find((option) => option.id === second.id)!
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id, ...quiet })
})

describe('fact key pairs', () => {
  it('are the pairs the database writes for a tool, each once, whatever the order and repeats', async () => {
    const keys = ['integration:12', 'compliance:soc2_type2:yes', 'free-trial', 'integration:3', 'free-trial']
    const { rows } = await db.execute(sql`SELECT tool_fact_key_pairs(${keyArray(keys)}) AS pairs`)
    const written = (rows[0] as { pairs: string[] }).pairs
    expect([...written].sort()).toEqual([...factKeyPairs(keys)].sort())
    expect(factKeyPairs(keys)).toHaveLength(6)
    expect(factKeyPairs(['free-trial', 'free-trial'])).toEqual([])
  })

  it("are indexed for each single-type listing's listed tools, and for all of them", async () => {
    // Read where a query has the same expression and implies the predicate: `listedTool` and the type
    // (a test table is too small for the planner to prefer any GIN index, so the definitions are checked).
    const { rows } = await db.execute(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'tools' AND indexname LIKE 'tools_fact_key_pairs_%' ORDER BY indexname`,
    )
    const definitions = Object.fromEntries(rows.map((row) => [String(row.indexname), String(row.indexdef)]))
    expect(Object.keys(definitions)).toEqual(['tools_fact_key_pairs_job_seeker', 'tools_fact_key_pairs_listed', 'tools_fact_key_pairs_recruiter'])
    for (const [name, definition] of Object.entries(definitions)) {
      expect(definition).toContain('USING gin (tool_fact_key_pairs(fact_keys))')
      expect(definition).toContain("_status = 'published'")
      expect(definition).toContain('hidden_as_dead IS NOT TRUE')
      const type = name.replace('tools_fact_key_pairs_', '')
      if (type === 'listed') expect(definition).not.toContain('tool_type')
      else expect(definition).toContain(`tool_type = '${type}'`)
    }
  })
})

describe('states whose facet keys no listed tool of the type holds together', () => {
  it('find nothing, and find the tools again once one of the type holds both keys', async () => {
    const suffix = randomUUID().slice(0, 8)
    const keys = [`integration:${x.id}`, `integration:${y.id}`]
    const tool = async (data: Record<string, unknown>) => {
      const made = await createTool(payload, data)
      created.push({ collection: 'tools', id: made.id })
      return made
    }
    await tool({ name: `Seeker ${suffix}`, toolType: 'job_seeker', integrations: [x.id, y.id] })
    const onlyX = await tool({ name: `OnlyX ${suffix}`, integrations: [x.id] })
    await tool({ name: `OnlyY ${suffix}`, integrations: [y.id] })
    await tool({ name: `Draft ${suffix}`, _status: 'draft', integrations: [x.id, y.id] })

    expect(await holders('recruiter')).toEqual([])
    expect((await holders('job_seeker'))?.length).toBe(1)
    expect(await both('recruiter')).toEqual({ names: [], total: 0, counts: {} })
    expect(await both('job_seeker')).toEqual({ names: ['Seeker'], total: 1, counts: { [keys[0]!]: 1, [keys[1]!]: 1 } })
    expect((await both('everyone')).names).toEqual(['Seeker'])

    // A recruiter tool gains the second key: the pair is held, and found.
    await payload.update({ collection: 'tools', id: onlyX.id, data: { integrations: [x.id, y.id] }, ...quiet })
    expect(await holders('recruiter')).toEqual([onlyX.id])
    expect(await both('recruiter')).toEqual({ names: ['OnlyX'], total: 1, counts: { [keys[0]!]: 1, [keys[1]!]: 1 } })
    expect((await both('everyone')).names).toEqual(['OnlyX', 'Seeker'])
    expect((await both('everyone', suffix)).names).toEqual(['OnlyX', 'Seeker'])
    // Words are optional: the tool that matches every word leads, the one that matches only the suffix follows.
    expect((await both('everyone', `onlyx ${suffix}`)).names).toEqual(['OnlyX', 'Seeker'])

    // And loses it: the state finds nothing again.
    await payload.update({ collection: 'tools', id: onlyX.id, data: { integrations: [x.id] }, ...quiet })
    expect(await holders('recruiter')).toEqual([])
    expect((await both('recruiter', suffix)).names).toEqual([])
    expect(await both('recruiter')).toEqual({ names: [], total: 0, counts: {} })
  })
})
