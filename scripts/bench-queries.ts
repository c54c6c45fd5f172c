/**
 * Part (a) of `npm run bench`: the page query (list + count, as the home page runs it) timed
 * directly against the database. Prints one JSON line: [{ label, p50, p95, total, estimate }].
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import {
  categoryMatchForSlug,
  DEFAULT_FILTERS,
  loadCatalog,
  queryToolPage,
  type SqlExecutor,
  type ToolFilters,
} from '@/domains/directory'
import config from '@payload-config'

const ITERATIONS = Number(process.env.BENCH_QUERY_ITERATIONS ?? 200)

const CASES: { label: string; filters: Partial<ToolFilters> }[] = [
  { label: 'default (recruiter, trending)', filters: {} },
  { label: 'everyone, newest, page 5 of 48', filters: { type: 'everyone', sort: 'new', page: 5, size: 48 } },
  { label: 'search "sourcing"', filters: { q: 'sourcing' } },
  { label: 'category candidate-sourcing, free, popular', filters: { category: 'candidate-sourcing', price: 'free', sort: 'most_popular' } },
  { label: 'search "talent pil" + job seekers', filters: { q: 'talent pil', type: 'job_seeker' } },
  { label: 'A–Z, page 3', filters: { sort: 'name', page: 3 } },
  { label: 'search "sourcing", relevance', filters: { q: 'sourcing', sort: 'relevance' } },
]

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const payload = await getPayload({ config })
const db = (payload.db as unknown as PostgresAdapter).drizzle as unknown as SqlExecutor
const catalog = await loadCatalog(db)
const results = []
for (const { label, filters } of CASES) {
  const full = { ...DEFAULT_FILTERS, ...filters }
  const match = full.category ? categoryMatchForSlug(full.category, catalog) : null
  for (let warm = 0; warm < 50; warm += 1) await queryToolPage(db, full, match)
  const times: number[] = []
  let last = await queryToolPage(db, full, match)
  for (let index = 0; index < ITERATIONS; index += 1) {
    const start = performance.now()
    last = await queryToolPage(db, full, match)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  results.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), total: last.total, estimate: last.totalIsEstimate })
}
console.log(`BENCH_QUERIES ${JSON.stringify(results)}`)
process.exit(0)
