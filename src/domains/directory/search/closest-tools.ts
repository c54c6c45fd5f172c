import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { listedTool } from '@/domains/directory/listing/conditions'
import { keyArray } from '@/domains/directory/listing/facet-match'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { selectRows } from '@/platform/database/typed-rows'

/** Trigram similarity a tool's name needs to the words (or one of them) to be offered. */
const MIN_SIMILARITY = 0.35
const MIN_WORD_LENGTH = 4
const MAX_WORDS = 4

export interface ClosestTool {
  name: string
  slug: string
}

/**
 * The published tools whose names are closest, by pg_trgm similarity (the `%` operator, served by
 * the names' trigram index), to `words` as a whole or to one of its words of four letters or more:
 * "greenhose" → Greenhouse. What a not-found page offers for the words of the address asked for.
 */
export async function closestToolsByName(db: SqlExecutor, words: string, limit = 3): Promise<ClosestTool[]> {
  const whole = words.toLowerCase().replace(/\s+/g, ' ').trim()
  if (whole.length < MIN_WORD_LENGTH) return []
  const single = whole.split(' ').filter((word) => word.length >= MIN_WORD_LENGTH && !/^\d+$/.test(word))
  const needles = [...new Set([whole, ...single.slice(0, MAX_WORDS)])]
  return selectRows(db, 'the tools named closest to an address', z.object({ name: z.string(), slug: z.string() }), sql`
    SELECT s.name, s.slug
    FROM unnest(${keyArray(needles)}) AS n (needle)
    CROSS JOIN LATERAL (
      SELECT t.name, t.slug, similarity(t.name, n.needle) AS sim FROM tools t
      WHERE ${listedTool} AND t.name % n.needle
      ORDER BY sim DESC, t.name LIMIT ${limit}
    ) s
    WHERE s.sim >= ${MIN_SIMILARITY}
    GROUP BY s.name, s.slug
    ORDER BY max(s.sim) DESC, s.name
    LIMIT ${limit}`)
}
