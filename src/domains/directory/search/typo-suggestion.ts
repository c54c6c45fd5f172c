import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { listedTool, type SQL } from '@/domains/directory/listing/conditions'
import { keyArray } from '@/domains/directory/listing/facet-match'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { selectRows } from '@/platform/database/typed-rows'

import { searchWords } from './ts-query'

/** Trigram similarity a whole query needs to a name to be suggested for it. */
const QUERY_SIMILARITY = 0.3
/** A single word needs more: short words share trigrams with many names. */
const WORD_SIMILARITY = 0.45
const MIN_WORD_LENGTH = 4

interface Closest {
  term: string
  sim: number
}

/** For each needle, the closest of `names` (a subquery of `term`s that may use `n.needle`) with its similarity, if any is close. */
async function closestNames(db: SqlExecutor, needles: string[], names: SQL): Promise<Map<string, Closest>> {
  const rows = await selectRows(db, 'the names closest to a search', z.object({ needle: z.string(), term: z.string(), sim: z.number() }), sql`
    SELECT n.needle, s.term, s.sim::float8 AS sim
    FROM unnest(${keyArray(needles)}) AS n (needle)
    CROSS JOIN LATERAL (
      SELECT c.term, similarity(lower(c.term), n.needle) AS sim FROM (${names}) c
      ORDER BY sim DESC, c.term LIMIT 1
    ) s`)
  return new Map(rows.map((row) => [row.needle, { term: row.term, sim: row.sim }]))
}

const catalogueNames = sql`SELECT i.name AS term FROM integrations i WHERE i.name % n.needle UNION ALL SELECT k.name FROM categories k WHERE k.name % n.needle`
const toolNames = sql`SELECT t.name AS term FROM tools t WHERE ${listedTool} AND t.name % n.needle LIMIT 50`

/**
 * "Did you mean …": the name of an integration, category or published tool closest to a search
 * that found little, by pg_trgm similarity (the `%` operator, served by the names' trigram
 * indexes): each word of four letters or more replaced by a name close to it ("greenhose
 * scheduling" → Greenhouse scheduling), else the name closest to the whole query ("gren house" →
 * Greenhouse). The integration and category names (tens of rows) are looked up first; the tool
 * names (a trigram index lookup of ~40 ms at 1,000,000 tools) only for the needles no catalogue
 * name is close enough to, so a close integration or category name wins over a closer tool name.
 * Null when nothing is close or the query is already a name.
 */
export async function typoSuggestion(db: SqlExecutor, q: string): Promise<string | null> {
  const whole = q.toLowerCase().replace(/\s+/g, ' ').trim()
  const all = searchWords(q)
  const words = [...new Set(all.filter((word) => word.length >= MIN_WORD_LENGTH && !/^\d+$/.test(word)))]
  if (whole.length < MIN_WORD_LENGTH) return null
  // A one-word query is its own word: each needle is looked up once.
  const needles = [...new Set([whole, ...words])]
  const best = await closestNames(db, needles, catalogueNames)
  const needed = (needle: string) => (words.includes(needle) ? WORD_SIMILARITY : QUERY_SIMILARITY)
  const unmatched = needles.filter((needle) => (best.get(needle)?.sim ?? 0) < needed(needle))
  if (unmatched.length > 0) {
    for (const [needle, found] of await closestNames(db, unmatched, toolNames)) {
      const known = best.get(needle)
      if (!known || found.sim > known.sim) best.set(needle, found)
    }
  }
  let changed = false
  const corrected = all.map((word) => {
    const found = words.includes(word) ? best.get(word) : undefined
    if (!found || found.sim < WORD_SIMILARITY || found.term.toLowerCase() === word) return word
    changed = true
    return found.term
  })
  if (changed) return corrected.join(' ')
  const forWhole = best.get(whole)
  return forWhole && forWhole.sim >= QUERY_SIMILARITY && forWhole.term.toLowerCase() !== whole ? forWhole.term : null
}
