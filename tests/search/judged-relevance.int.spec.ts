/**
 * The judged relevance set (`judged-queries.ts`) run through the home page's own search, against
 * the seeded catalogue in the test PostgreSQL.
 *
 * Each query goes the way `/?q=…&type=…` goes: `parseToolFilters` reads the address (so the sort is
 * the page's default), `filtersUnderstood` turns the facts its words name into facets, and
 * `searchToolPage` returns the first page (with its typo fallback), followed on the page by the other
 * audiences' first matches (`otherAudienceMatches`). The tools shown, in that order, are compared
 * with the judgement:
 *
 * - relevant = top3 ∪ top10 of the query
 * - precision@3 = |relevant among the first 3| / min(3, |relevant|)
 * - recall@10 = |relevant among the first 10| / min(10, |relevant|)
 * - top-3 placement = |the query's top3 among the first 3| / |top3| (queries naming top-3 tools)
 * - an empty first page = no tool shown while the catalogue holds a relevant one
 *
 * The figures are means over the queries. The bar (TARGET): precision@3 ≥ 0.9, recall@10 ≥ 0.95,
 * top-3 placement ≥ 0.9, no empty first page. The search does not reach it in every figure yet (recall
 * and the one empty first page: a compliance term no tool states), so the test holds the figures it
 * reaches now (FLOOR): a change that makes the search worse fails.
 * Raise FLOOR with each improvement, until it is TARGET. The test prints each query that misses and the figures, also
 * under the Relevance sort for comparison (not asserted). Tools other specs created in the same
 * database are not part of the catalogue and are left out of what is compared.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { facetMatch, type IntegrationOption } from '@/domains/directory/listing/facet-match'
import { queryIntegrationOptions } from '@/domains/directory/listing/integration-listing'
import { parseToolFilters } from '@/domains/directory/listing/params'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { otherAudienceMatches } from '@/domains/directory/search/other-audiences'
import { filtersUnderstood } from '@/domains/directory/search/query-parser'
import { searchToolPage, searchVocabulary } from '@/domains/directory/search/search-page'
import { slugify } from '@/platform/text/slugify'
import { seedCategoryDocs } from '@/seed/categories'
import { seedTools } from '@/seed/data'
import { seedIntegrationDocs } from '@/seed/integrations'
import { seedToolDocs } from '@/seed/tools'

import { testPayload } from '../helpers/payload'
import { JUDGED_QUERIES, type JudgedQuery } from './judged-queries'
import { figuresLine, figuresOf, missTable, outcomeOf, relevantOf } from './relevance-metrics'

/** What the search must reach. */
const TARGET = { precisionAt3: 0.9, recallAt10: 0.95, placedInTop3: 0.9, emptyFirstPages: 0 }
/**
 * What it reaches now, which it may not fall below. Other specs' tools in the same database take
 * places on a first page (they are left out of what is compared; with optional words a tool matching
 * one common word of a query is listed too), so the floor sits under the figures measured alone
 * (0.92 / 0.95 / 0.98, one empty first page) with a margin for the whole suite.
 */
const FLOOR = { precisionAt3: 0.84, recallAt10: 0.86, placedInTop3: 0.88, emptyFirstPages: 1 }

let payload: Payload
let db: SqlExecutor
let integrations: IntegrationOption[]

const catalogue = new Map(seedTools.map((tool) => [tool.slug ?? slugify(tool.name), tool]))

/** The catalogue tools on the first page of `/?q=…&type=…` (and `&sort=…` when given), in order: the audience's, then the others'. */
async function shownFor(query: JudgedQuery, sort?: string): Promise<string[]> {
  const params = new URLSearchParams({ q: query.q, type: query.type })
  if (sort) params.set('sort', sort)
  const { filters } = filtersUnderstood(parseToolFilters(params), integrations)
  const facets = facetMatch(filters, integrations)
  // As the page does: the page and the other audiences search the same words, synonyms and corrections.
  const vocabulary = await searchVocabulary(db, filters)
  const page = await searchToolPage(db, filters, null, facets, vocabulary)
  const others = await otherAudienceMatches(db, filters, null, facets, vocabulary)
  return [...page.tools, ...others.flatMap((audience) => audience.tools)].map((tool) => tool.slug).filter((slug) => catalogue.has(slug))
}

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
  await seedToolDocs(payload, seedTools, { categories: await seedCategoryDocs(payload), integrations: await seedIntegrationDocs(payload) })
  integrations = await queryIntegrationOptions(db)
}, 300_000)

describe('the judged relevance set', () => {
  it('is written from the catalogue: known tools, of the audience each query is asked in', () => {
    const kinds = (kind: JudgedQuery['kind']) => JUDGED_QUERIES.filter((query) => query.kind === kind).length
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60)
    expect(kinds('typo')).toBeGreaterThanOrEqual(10)
    expect(Math.min(kinds('prefix'), kinds('synonym'))).toBeGreaterThanOrEqual(8)
    for (const query of JUDGED_QUERIES) {
      const relevant = [...relevantOf(query)]
      expect(relevant.length, query.q).toBeGreaterThan(0)
      expect(query.top3.length, query.q).toBeLessThanOrEqual(3)
      for (const slug of relevant) expect(catalogue.get(slug), `${query.q}: ${slug}`).toBeDefined()
      // A query in one audience judges that audience's tools; a cross-audience one also another audience's.
      const outside = relevant.filter((slug) => query.type !== 'everyone' && catalogue.get(slug)?.toolType !== query.type)
      if (query.kind === 'cross-audience') expect(outside.length, query.q).toBeGreaterThan(0)
      else expect(outside, `${query.q} (${query.type})`).toEqual([])
    }
  })

  it('does not fall below the figures it reaches now, on the way to the bar', { timeout: 120_000 }, async () => {
    const outcomes = []
    const byRelevance = []
    for (const query of JUDGED_QUERIES) {
      outcomes.push(outcomeOf(query, await shownFor(query)))
      byRelevance.push(outcomeOf(query, await shownFor(query, 'relevance')))
    }
    const figures = figuresOf(outcomes)
    console.info(`Judged queries that miss (as the home page orders them):\n${missTable(outcomes)}`)
    console.info(figuresLine('As the home page orders them', figures))
    for (const kind of new Set(JUDGED_QUERIES.map((query) => query.kind))) {
      console.info(figuresLine(`  ${kind}`, figuresOf(outcomes.filter((outcome) => outcome.query.kind === kind))))
    }
    console.info(figuresLine('Sorted by Relevance (not asserted)', figuresOf(byRelevance)))
    console.info(`The bar: ${JSON.stringify(TARGET)}; the floor held: ${JSON.stringify(FLOOR)}`)
    expect(figures.precisionAt3).toBeGreaterThanOrEqual(FLOOR.precisionAt3)
    expect(figures.recallAt10).toBeGreaterThanOrEqual(FLOOR.recallAt10)
    expect(figures.placedInTop3).toBeGreaterThanOrEqual(FLOOR.placedInTop3)
    expect(figures.emptyFirstPages).toBeLessThanOrEqual(FLOOR.emptyFirstPages)
  })
})
