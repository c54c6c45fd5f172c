import { sql } from '@payloadcms/db-postgres'

import { listedTool } from '@/domains/directory/listing/conditions'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'

import { searchWords } from './ts-query'

/** Trigram similarity a whole query needs to a name to be suggested for it. */
const QUERY_SIMILARITY = 0.3
/** A single word needs more: short words share trigrams with many names. */
const WORD_SIMILARITY = 0.45
const MIN_WORD_LENGTH = 4

/**
 * "Did you mean …": the name of an integration, category or published tool closest to a search
 * that found little, by pg_trgm similarity (the `%` operator, served by the names' trigram
 * indexes): each word of four letters or more replaced by a name close to it ("greenhose
 * scheduling" → Greenhouse scheduling), else the name closest to the whole query ("gren house" →
 * Greenhouse). One
 * statement for the query and its words; null when nothing is close or the query is already a name.
 */
export async function typoSuggestion(db: SqlExecutor, q: string): Promise<string | null> {
  const whole = q.toLowerCase().replace(/\s+/g, ' ').trim()
  const all = searchWords(q)
  const words = [...new Set(all.filter((word) => word.length >= MIN_WORD_LENGTH && !/^\d+$/.test(word)))]
  if (whole.length < MIN_WORD_LENGTH) return null
  // A one-word query is its own word: each needle is looked up once (a lookup reads the names' trigram index).
  const needles = [...new Set([whole, ...words])]
  const { rows } = await db.execute(sql`
    SELECT n.needle, s.term, s.sim::float8 AS sim
    FROM unnest(ARRAY[${sql.join(
      needles.map((needle) => sql`${needle}`),
      sql`, `,
    )}]::text[]) AS n (needle)
    CROSS JOIN LATERAL (
      SELECT c.term, similarity(lower(c.term), n.needle) AS sim FROM (
        SELECT i.name AS term FROM integrations i WHERE i.name % n.needle
        UNION ALL SELECT k.name FROM categories k WHERE k.name % n.needle
        UNION ALL (SELECT t.name FROM tools t WHERE ${listedTool} AND t.name % n.needle LIMIT 50)
      ) c
      ORDER BY sim DESC, c.term LIMIT 1
    ) s`)
  const best = new Map((rows as { needle: string; term: string; sim: number }[]).map((row) => [row.needle, row]))
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
