import { sql } from '@payloadcms/db-postgres'

import { toolFilterParts, type CategoryMatch, type SQL } from './conditions'
import { plannerEstimate, sampledEstimate } from './estimate'
import { factKeysCondition, maxPriceCondition, type FacetMatch } from './facet-match'
import { MAX_PRICE_OPTIONS } from './facet-options'
import type { ToolFilters } from './params'
import type { SqlExecutor } from './sql-executor'

/** Result sets estimated at up to this many rows get exact facet counts; larger ones are counted on a sample. */
const EXACT_FACET_LIMIT = 5_000
/** About this many table rows are read for sampled facet counts, whatever the table size. */
const FACET_SAMPLE_ROWS = 20_000

export interface FacetCounts {
  /**
   * For each fact key ('integration:<id>', 'compliance:<kind>:yes', 'free-tier:yes', 'free-trial'),
   * the tools of the current result set that hold it: what choosing that option would leave. The
   * pricing model is one choice: 'model:<m>' counts the result set with model m instead of the chosen one.
   */
  keys: Record<string, number>
  /** For each offered maximum price (and the chosen one), the result set with that maximum instead of the chosen one. */
  maxPrices: Record<number, number>
  /** Counted on a sample of a large result set and scaled (shown as "about"). */
  isEstimate: boolean
}

/**
 * Every facet option's count for one filter state, in one statement over `tools.fact_keys`: the
 * state's rows are read once (without its model and maximum-price choices, which the counts of
 * their own options replace), each row's keys unnested and grouped. A result set the planner (or,
 * for a text search, a sample) expects to be large is counted on a block sample of about
 * FACET_SAMPLE_ROWS rows and scaled, so a count never reads a million rows.
 */
export async function queryFacetCounts(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets: FacetMatch,
): Promise<FacetCounts> {
  const { base, search } = toolFilterParts(filters, category, { ...facets, modelKey: null, maxPrice: null })
  const where = search ? sql`${base} AND ${search}` : base
  const estimate = search ? (await sampledEstimate(db, base, search)).matches : await plannerEstimate(db, where)
  const sampled = estimate > EXACT_FACET_LIMIT
  const sample = sampled
    ? sql`TABLESAMPLE SYSTEM ((SELECT least(100, 100.0 * ${FACET_SAMPLE_ROWS} / greatest(reltuples, 1)) FROM pg_class WHERE oid = 'tools'::regclass)) REPEATABLE (17)`
    : sql``
  const modelOk: SQL = facets.modelKey ? factKeysCondition([facets.modelKey])! : sql`true`
  const priceOk: SQL = facets.maxPrice !== null ? sql`coalesce(${maxPriceCondition(facets.maxPrice)}, false)` : sql`true`
  const offered = facets.maxPrice === null ? [...MAX_PRICE_OPTIONS] : [...new Set([...MAX_PRICE_OPTIONS, facets.maxPrice])]
  const prices = sql`ARRAY[${sql.join(
    offered.map((price) => sql`${price}`),
    sql`, `,
  )}]::numeric[]`
  const { rows } = await db.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT t.fact_keys, t.pricing_facts_starting_price_usd_month AS price, ${modelOk} AS model_ok, ${priceOk} AS price_ok
      FROM tools t ${sample} WHERE ${where}
    ), scale AS (
      SELECT CASE WHEN ${sampled} THEN greatest(reltuples, 1) / least(greatest(reltuples, 1), ${FACET_SAMPLE_ROWS}) ELSE 1 END AS f
      FROM pg_class WHERE oid = 'tools'::regclass
    )
    SELECT k AS key, round(count(*) FILTER (WHERE m.price_ok AND (m.model_ok OR k LIKE 'model:%')) * (SELECT f FROM scale))::int AS n
      FROM m CROSS JOIN LATERAL unnest(m.fact_keys) AS k
      WHERE k NOT LIKE '%:no' AND k <> 'contact-sales'
      GROUP BY k
    UNION ALL
    SELECT 'max-price:' || p, round(count(*) FILTER (WHERE m.model_ok AND m.price <= p) * (SELECT f FROM scale))::int
      FROM m CROSS JOIN unnest(${prices}) AS p
      GROUP BY p`)
  const keys: Record<string, number> = {}
  const maxPrices: Record<number, number> = {}
  for (const row of rows as { key: string; n: number }[]) {
    if (row.key.startsWith('max-price:')) maxPrices[Number(row.key.slice('max-price:'.length))] = Number(row.n)
    else if (Number(row.n) > 0) keys[row.key] = Number(row.n)
  }
  return { keys, maxPrices, isEstimate: sampled }
}
