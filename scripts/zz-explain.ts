import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'
import { categoryMatchForSlug, DEFAULT_FILTERS, facetMatch, loadCatalog, queryFacetCounts, queryIntegrationOptions, searchToolPage, type SqlExecutor, type ToolFilters } from '@/domains/directory'
import config from '@payload-config'

const payload = await getPayload({ config })
const raw = (payload.db as unknown as PostgresAdapter).drizzle as unknown as SqlExecutor
const catalog = await loadCatalog(raw)
const integrations = await queryIntegrationOptions(raw)
const which = process.argv[2] ?? 'page'
const filters: Partial<ToolFilters> = JSON.parse(process.argv[3] ?? '{}')
const explain: SqlExecutor = {
  execute: (async (query: any) => {
    const t = performance.now()
    const { rows } = await raw.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`)
    console.log(`---- ${(performance.now() - t).toFixed(1)} ms`)
    console.log(rows.map((r: any) => r['QUERY PLAN']).join('\n'))
    return raw.execute(query)
  }) as any,
}
const full = { ...DEFAULT_FILTERS, ...filters }
const match = full.category ? categoryMatchForSlug(full.category, catalog) : null
const facets = facetMatch(full, integrations)
if (which === 'page') await searchToolPage(explain, full, match, facets)
else await queryFacetCounts(explain, full, match, facets)
process.exit(0)
