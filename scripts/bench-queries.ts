/**
 * Part (a) of `npm run bench`: the page query (list + count, with the typo fallback, as the home
 * page runs it) timed directly against the database, and for the facet cases the facet counts of
 * the same state. Prints one JSON line: [{ label, p50, p95, total, estimate, facetP50?, facetP95? }].
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import {
  categoryMatchForSlug,
  DEFAULT_FILTERS,
  facetMatch,
  loadCatalog,
  queryFacetCounts,
  queryIntegrationOptions,
  searchToolPage,
  type SqlExecutor,
  type ToolFilters,
} from '@/domains/directory'
import config from '@payload-config'

const ITERATIONS = Number(process.env.BENCH_QUERY_ITERATIONS ?? 200)

const CASES: { label: string; filters: Partial<ToolFilters>; facets?: true }[] = [
  { label: 'default (recruiter, trending)', filters: {} },
  { label: 'everyone, newest, page 5 of 48', filters: { type: 'everyone', sort: 'new', page: 5, size: 48 } },
  { label: 'search "sourcing"', filters: { q: 'sourcing' } },
  { label: 'category candidate-sourcing, free, popular', filters: { category: 'candidate-sourcing', price: 'free', sort: 'most_popular' } },
  { label: 'search "talent pil" + job seekers', filters: { q: 'talent pil', type: 'job_seeker' } },
  { label: 'A–Z, page 3', filters: { sort: 'name', page: 3 } },
  { label: 'search "sourcing", relevance', filters: { q: 'sourcing', sort: 'relevance' } },
  // The facet cases, each with its facet counts (the home page shows a count per option).
  { label: 'facets: no filter', filters: {}, facets: true },
  { label: 'facets: one integration (Greenhouse)', filters: { integrations: ['greenhouse'] }, facets: true },
  { label: 'facets: SOC 2 + ISO 27001 + max $100', filters: { compliance: ['soc2_type2', 'iso27001'], maxPrice: 100 }, facets: true },
  { label: 'facets: typo "greenhose"', filters: { q: 'greenhose' }, facets: true },
  { label: 'facets: "sourcing" + Lever + SOC 2 + free trial', filters: { q: 'sourcing', integrations: ['lever'], compliance: ['soc2_type2'], freeTrial: true }, facets: true },
]

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const payload = await getPayload({ config })
const db = (payload.db as unknown as PostgresAdapter).drizzle as unknown as SqlExecutor
const catalog = await loadCatalog(db)
const integrations = await queryIntegrationOptions(db)

/** p50 and p95 in ms of `run`, after 50 warm-up runs. */
async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 50; warm += 1) await run()
  const times: number[] = []
  for (let index = 0; index < ITERATIONS; index += 1) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

const results = []
for (const { label, filters, facets } of CASES) {
  const full = { ...DEFAULT_FILTERS, ...filters }
  const match = full.category ? categoryMatchForSlug(full.category, catalog) : null
  const facetsOf = facetMatch(full, integrations)
  const last = await searchToolPage(db, full, match, facetsOf)
  const page = await timed(() => searchToolPage(db, full, match, facetsOf))
  const counts = facets ? await timed(() => queryFacetCounts(db, full, match, facetsOf)) : null
  results.push({
    label,
    ...page,
    total: last.total,
    estimate: last.totalIsEstimate,
    ...(counts ? { facetP50: counts.p50, facetP95: counts.p95 } : {}),
  })
}
console.log(`BENCH_QUERIES ${JSON.stringify(results)}`)
process.exit(0)
