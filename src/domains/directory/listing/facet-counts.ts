import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { NO_VOCABULARY, type SearchVocabulary } from '@/domains/directory/search/vocabulary'
import { selectRow, selectRows } from '@/platform/database/typed-rows'


import { idArray, toolFilterParts, type CategoryMatch, type SQL } from './conditions'
import { fewHoldingFactKeys, plannerEstimate, sampledEstimate } from './estimate'
import { factKeysCondition, maxPriceCondition, type FacetMatch } from './facet-match'
import { MAX_PRICE_OPTIONS } from './facet-options'
import { keptFacetCounts } from './kept-facet-counts'
import type { ToolFilters } from './params'
import type { SqlExecutor } from './sql-executor'

/** Result sets estimated at up to this many rows get exact facet counts; larger ones are counted on a sample. */
const EXACT_FACET_LIMIT = 5_000
/**
 * A sample is sized to hold about this many rows of the result set: the share of a key among them
 * is then within about 1 point (a 20% key) of the whole set's, and a large set reads few rows.
 */
const FACET_SAMPLE_MATCHES = 1_500
/** The sample reads between these many table rows, whatever the table size. */
const FACET_SAMPLE_MIN_ROWS = 2_000
const FACET_SAMPLE_MAX_ROWS = 20_000

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

/** The share of the table (in percent) a sample reads to hold about FACET_SAMPLE_MATCHES of `estimate` matches. */
async function samplePercent(db: SqlExecutor, estimate: number): Promise<number> {
  const size = await selectRow(db, "the planner's table size", z.object({ n: z.number() }), sql`SELECT greatest(reltuples, 1)::float8 AS n FROM pg_class WHERE oid = 'tools'::regclass`)
  const tableRows = size?.n ?? 1
  const sampleRows = Math.min(FACET_SAMPLE_MAX_ROWS, Math.max(FACET_SAMPLE_MIN_ROWS, (FACET_SAMPLE_MATCHES * tableRows) / estimate))
  return Math.min(100, (100 * sampleRows) / tableRows)
}

/**
 * Every facet option's count for one filter state. The whole list of a tool type and a state with
 * one facet are read exactly from the counts triggers keep (`keptFacetCounts`); any other state is
 * counted in one statement over `tools.fact_keys`: the state's rows are read once (without its
 * model and maximum-price choices, which the counts of their own options replace), each row's keys
 * unnested and grouped. A state requiring two or more fact keys held together by few tools is
 * counted exactly over those tools (`fewHoldingFactKeys`). A result set the planner (or, for a
 * text search, a sample) expects to be large is counted on a block sample sized to hold about
 * FACET_SAMPLE_MATCHES of its rows (2,000 to 20,000 table rows) and scaled, so a count never reads
 * a million rows.
 */
export async function queryFacetCounts(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets: FacetMatch,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
): Promise<FacetCounts> {
  const kept = await keptFacetCounts(db, filters, category, facets)
  if (kept) return kept
  const counted = { ...facets, modelKey: null, maxPrice: null }
  const { base, search } = toolFilterParts(filters, category, counted, vocabulary)
  const holding = await fewHoldingFactKeys(db, counted, filters.type, EXACT_FACET_LIMIT)
  // Few holders are read by id and only then matched against the words: the planner would otherwise
  // intersect them with the text index, whose bitmap for a frequent word costs far more than the reads.
  const holders = holding ? sql`(SELECT t.* FROM tools t WHERE ${base} AND t.id = ANY(${idArray(holding)}) OFFSET 0) t` : null
  const where = holders ? (search ?? sql`true`) : search ? sql`${base} AND ${search}` : base
  const estimate = holding ? holding.length : search ? (await sampledEstimate(db, base, search)).matches : await plannerEstimate(db, where)
  const percent = estimate > EXACT_FACET_LIMIT ? await samplePercent(db, estimate) : 100
  const sampled = percent < 100
  const sample = sampled ? sql`TABLESAMPLE SYSTEM (${percent}::float8) REPEATABLE (17)` : sql``
  const scale = 100 / percent
  const modelOk: SQL = facets.modelKey ? factKeysCondition([facets.modelKey])! : sql`true`
  const priceOk: SQL = facets.maxPrice !== null ? sql`coalesce(${maxPriceCondition(facets.maxPrice)}, false)` : sql`true`
  const offered = facets.maxPrice === null ? [...MAX_PRICE_OPTIONS] : [...new Set([...MAX_PRICE_OPTIONS, facets.maxPrice])]
  const prices = sql`ARRAY[${sql.join(
    offered.map((price) => sql`${price}`),
    sql`, `,
  )}]::numeric[]`
  const rows = await selectRows(db, 'facet counts', z.object({ key: z.string(), n: z.number() }), sql`
    WITH m AS MATERIALIZED (
      SELECT t.fact_keys, t.pricing_facts_starting_price_usd_month AS price, ${modelOk} AS model_ok, ${priceOk} AS price_ok
      FROM ${holders ?? sql`tools t ${sample}`} WHERE ${where}
    )
    SELECT k AS key, round(count(*) FILTER (WHERE m.price_ok AND (m.model_ok OR k LIKE 'model:%')) * ${scale}::float8)::int AS n
      FROM m CROSS JOIN LATERAL unnest(m.fact_keys) AS k
      WHERE k NOT LIKE '%:no' AND k <> 'contact-sales'
      GROUP BY k
    UNION ALL
    SELECT 'max-price:' || p, round(count(*) FILTER (WHERE m.model_ok AND m.price <= p) * ${scale}::float8)::int
      FROM m CROSS JOIN unnest(${prices}) AS p
      GROUP BY p`)
  const keys: Record<string, number> = {}
  const maxPrices: Record<number, number> = {}
  for (const row of rows) {
    if (row.key.startsWith('max-price:')) maxPrices[Number(row.key.slice('max-price:'.length))] = row.n
    else if (row.n > 0) keys[row.key] = row.n
  }
  return { keys, maxPrices, isEstimate: sampled }
}
