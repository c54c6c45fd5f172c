import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { ToolTypeValue } from '@/domains/directory/tool-options'
import { idRow } from '@/platform/database/common-rows'
import { selectRow, selectRows } from '@/platform/database/typed-rows'

import { listedTool, type SQL } from './conditions'
import { requiredFactKeys, type FacetMatch } from './facet-match'
import { factKeyPairsCondition } from './fact-key-pairs'
import type { SqlExecutor } from './sql-executor'

/** About this many rows are read by a sampled estimate, whatever the table size. */
const SAMPLE_ROWS = 2_000

/** The one row of `EXPLAIN (FORMAT JSON)`: a `json` column, which pg parses. */
const planRow = z.object({ 'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]) })

/** The planner's row estimate for `SELECT 1 FROM tools t WHERE where` (planning only, nothing is read). */
export async function plannerEstimate(db: SqlExecutor, where: SQL): Promise<number> {
  const plan = await selectRow(db, "the planner's estimate", planRow, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM tools t WHERE ${where}`)
  return Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0)
}

const sampleRow = z.object({ matched: z.number(), all_words: z.number(), sampled: z.number(), table_rows: z.number(), percent: z.number() })

export interface SampledEstimate {
  /** Estimated rows matching `base AND search`; exact when the sample was the whole table. */
  matches: number
  /** Estimated rows matching `base AND allWords` (every word of the search), or `matches` without it. */
  allWords: number
}

/**
 * Estimates a text search from a block sample of about SAMPLE_ROWS rows (a whole small table).
 * The planner can only guess word-prefix and substring selectivity (a prefix gets a flat 2% when
 * the word statistics are thin, two words 0.04%), 5 to 80 times off on the benchmark data; the
 * sample costs a fixed ~2,000 row checks and is repeatable, so a cached page shows one figure.
 * The same sample estimates the matches of `allWords`, when given.
 */
export async function sampledEstimate(db: SqlExecutor, base: SQL, search: SQL, allWords: SQL | null = null): Promise<SampledEstimate> {
  const row = await selectRow(db, 'a sampled search estimate', sampleRow, sql`
    WITH size AS (SELECT greatest(reltuples, 0) AS n FROM pg_class WHERE oid = 'tools'::regclass)
    SELECT count(*) FILTER (WHERE ${base} AND ${search})::int AS matched,
      count(*) FILTER (WHERE ${base} AND ${allWords ?? search})::int AS all_words,
      count(*)::int AS sampled,
      (SELECT n FROM size)::float8 AS table_rows,
      (SELECT least(100, 100.0 * ${SAMPLE_ROWS} / greatest(n, 1)) FROM size)::float8 AS percent
    FROM tools t TABLESAMPLE SYSTEM ((SELECT least(100, 100.0 * ${SAMPLE_ROWS} / greatest(n, 1)) FROM size)) REPEATABLE (17)`)
  // An aggregate without GROUP BY always answers one row.
  if (!row) throw new Error('The sampled search estimate returned no row')
  if (row.percent >= 100 || row.sampled === 0) return { matches: row.matched, allWords: row.all_words }
  const scale = (n: number) => Math.round((n * Math.max(row.table_rows, row.sampled)) / row.sampled)
  return { matches: scale(row.matched), allWords: scale(row.all_words) }
}

/**
 * For a state requiring two or more fact keys, the listed tools of the type holding them all, when
 * at most `limit` do (else null). The planner multiplies the keys' frequencies as if independent;
 * facts are not (at 1,000,000 synthetic tools SOC 2 and ISO 27001 each hold for 1 in 5 tools and
 * never together), and a guess of thousands of matches for an empty set sends the page query down
 * the whole sort index. The GIN indexes of the keys' pairs (`factKeyPairsCondition`) find the
 * rows holding them all from the rarest pair's list (nothing at all when two of the keys are never
 * held together), and only those rows are read; the page query then reads them by id.
 */
export async function fewHoldingFactKeys(db: SqlExecutor, facets: FacetMatch, type: ToolTypeValue, limit: number): Promise<number[] | null> {
  const keys = requiredFactKeys(facets)
  const holds = factKeyPairsCondition(keys)
  if (!holds) return null
  const ofType = type === 'everyone' ? sql`` : sql` AND t.tool_type = ${type}`
  const rows = await selectRows(db, 'the tools holding fact keys', idRow, sql`SELECT t.id FROM tools t WHERE ${listedTool}${ofType} AND ${holds} LIMIT ${limit + 1}`)
  return rows.length <= limit ? rows.map((row) => row.id) : null
}
