/**
 * A state requiring two facet keys that the kept pair counts say no listed tool of the type holds
 * together finds nothing without intersecting the keys' index lists (`someKeyPairNeverHeld`, issue
 * 18); once a tool of the type holds both, the page, its total and its facet counts find it again.
 */
import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryFacetCounts } from '@/domains/directory/listing/facet-counts'
import { facetMatch, type IntegrationOption } from '@/domains/directory/listing/facet-match'
import { queryIntegrationOptions } from '@/domains/directory/listing/integration-listing'
import { someKeyPairNeverHeld } from '@/domains/directory/listing/kept-key-pairs'
import { DEFAULT_FILTERS, type ToolFilters } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { createIntegration, createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let db: SqlExecutor
const quiet = { overrideAccess: true, context: { disableRevalidate: true } }
let integrations: IntegrationOption[]
let x: IntegrationOption
let y: IntegrationOption
const created: { collection: 'tools' | 'integrations'; id: number }[] = []

/** The page (names), total and facet counts of a type with both of this run's integrations required. */
async function both(type: ToolFilters['type']) {
  const filters: ToolFilters = { ...DEFAULT_FILTERS, type, integrations: [x.slug, y.slug] }
  const facets = facetMatch(filters, integrations)
  const [page, counts] = await Promise.all([queryToolPage(db, filters, null, facets), queryFacetCounts(db, filters, null, facets)])
  return { names: page.tools.map((tool) => tool.name.split(' ')[0]).sort(), total: page.total, counts: counts.keys }
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

    expect(await someKeyPairNeverHeld(db, keys, 'recruiter')).toBe(true)
    expect(await someKeyPairNeverHeld(db, keys, 'job_seeker')).toBe(false)
    expect(await someKeyPairNeverHeld(db, [...keys, keys[0]!], 'everyone')).toBe(false)
    expect(await both('recruiter')).toEqual({ names: [], total: 0, counts: {} })
    expect(await both('job_seeker')).toEqual({ names: ['Seeker'], total: 1, counts: { [keys[0]!]: 1, [keys[1]!]: 1 } })
    expect((await both('everyone')).names).toEqual(['Seeker'])

    // A recruiter tool gains the second key: the pair is held, and found.
    await payload.update({ collection: 'tools', id: onlyX.id, data: { integrations: [x.id, y.id] }, ...quiet })
    expect(await someKeyPairNeverHeld(db, keys, 'recruiter')).toBe(false)
    expect(await both('recruiter')).toEqual({ names: ['OnlyX'], total: 1, counts: { [keys[0]!]: 1, [keys[1]!]: 1 } })
    expect((await both('everyone')).names).toEqual(['OnlyX', 'Seeker'])

    // And loses it: the pair's kept count is back to 0 (its row stays), and the state finds nothing.
    await payload.update({ collection: 'tools', id: onlyX.id, data: { integrations: [x.id] }, ...quiet })
    expect(await someKeyPairNeverHeld(db, keys, 'recruiter')).toBe(true)
    expect(await both('recruiter')).toEqual({ names: [], total: 0, counts: {} })
  })
})
