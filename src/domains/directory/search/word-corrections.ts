import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { idArray } from '@/domains/directory/listing/conditions'
import { keyArray } from '@/domains/directory/listing/facet-match'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { selectRows } from '@/platform/database/typed-rows'

import type { SynonymGroups } from './synonyms'
import { typoBudget, typoDistance } from './typo-budget'
import type { Correction } from './vocabulary'
import { searchWords } from './words'

/** Close words read per search word: the closest by levenshtein, the most used first. */
const CANDIDATES = 20

/** Corrections kept per word, the likeliest first. */
const MAX_CORRECTIONS = 3

/** Appended to a prefix, the end of the words starting with it (the lexicon's words sort bytewise, `COLLATE "C"`): a range of its primary key. */
const PAST_PREFIX = sql`chr(1114111)`

const candidateRow = z.object({ needle: z.string(), word: z.string(), tools: z.number() })

/**
 * Each search word the catalogue doesn't know, with the catalogue words it may have meant (at most
 * MAX_CORRECTIONS, the likeliest first: the fewest typos, then the word more tools carry) and their
 * typos; nothing when every word is known. A word is known when a listed tool carries it or a word
 * starting with it (every search word matches as a prefix: "sourc" finds "sourcing"), or a
 * synonym phrase holds it (the phrase finds its group's other phrases). An unknown
 * word is corrected within its typo budget (`typoBudget`: none under 5 letters, 1 from 5, 2 from
 * 9, never the first letter, a swap of two letters is one typo) to the closest word of the lexicon
 * `search_words` (kept by triggers from the listed tools' text).
 * The lexicon holds distinct words, so the lookup costs the same at any catalogue size: a primary
 * key range per word (its first letter) filtered by fuzzystrmatch's bounded levenshtein, one
 * typo wider than the budget so that swaps, which levenshtein counts as two, are read too.
 */
export async function wordCorrections(db: SqlExecutor, q: string, synonyms: SynonymGroups): Promise<Map<string, Correction[]>> {
  const synonymWords = new Set(synonyms.flat(2))
  const needles = [...new Set(searchWords(q))].filter((word) => typoBudget(word) > 0 && !synonymWords.has(word))
  if (needles.length === 0) return new Map()
  const reaches = needles.map((word) => typoBudget(word) + 1)
  const rows = await selectRows(db, 'the lexicon words close to unknown search words', candidateRow, sql`
    SELECT n.needle, c.word, c.tools
    FROM unnest(${keyArray(needles)}, ${idArray(reaches)}) AS n (needle, reach)
    CROSS JOIN LATERAL (
      SELECT s.word, s.tools FROM search_words s
      WHERE s.word >= left(n.needle, 1) AND s.word < left(n.needle, 1) || ${PAST_PREFIX} AND abs(length(s.word) - length(n.needle)) <= n.reach
        AND levenshtein_less_equal(n.needle, s.word, n.reach) <= n.reach
      ORDER BY levenshtein_less_equal(n.needle, s.word, n.reach), s.tools DESC, s.word
      LIMIT ${CANDIDATES}
    ) c
    WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word >= n.needle AND k.word < n.needle || ${PAST_PREFIX})`)
  const found = new Map<string, { word: string; typos: number; tools: number }[]>()
  for (const row of rows) {
    const typos = typoDistance(row.needle, row.word)
    if (typos > typoBudget(row.needle)) continue
    found.set(row.needle, [...(found.get(row.needle) ?? []), { word: row.word, typos, tools: row.tools }])
  }
  const byLikelihood = (a: { typos: number; tools: number }, b: { typos: number; tools: number }) => a.typos - b.typos || b.tools - a.tools
  return new Map(
    [...found].map(([needle, words]) => [needle, words.sort(byLikelihood).slice(0, MAX_CORRECTIONS).map(({ word, typos }) => ({ word, typos }))]),
  )
}
