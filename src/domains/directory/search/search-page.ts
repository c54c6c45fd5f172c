import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { CategoryMatch } from '@/domains/directory/listing/conditions'
import { NO_FACET_MATCH, type FacetMatch } from '@/domains/directory/listing/facet-match'
import type { ToolFilters } from '@/domains/directory/listing/params'
import { queryToolPage } from '@/domains/directory/listing/run'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolPage } from '@/domains/directory/listing/types'
import { selectRow } from '@/platform/database/typed-rows'

import { loadSynonyms } from './synonyms'
import { NO_VOCABULARY, type SearchVocabulary } from './vocabulary'
import { wordCorrections } from './word-corrections'
import { yieldsToOtherTypes } from './word-coverage'
import { searchWords } from './words'

export interface SearchedToolPage extends ToolPage {
  /** The corrected words the first tool shown was found for ("Showing results for sourcing"), or null: the words as typed. */
  suggestion: string | null
  /** The selected audience lists none: its best match is partial where another audience's tools match every word (`yieldsToOtherTypes`). */
  yielded: boolean
}

/**
 * What a search's words match beside themselves (`SearchVocabulary`): the synonym groups editors
 * keep, read afresh for each search (a handful of rows), and each unknown word's likeliest
 * corrections (`wordCorrections`), none when the visitor asked for the words as typed (`exact`).
 */
export async function searchVocabulary(db: SqlExecutor, filters: Pick<ToolFilters, 'q' | 'exact'>): Promise<SearchVocabulary> {
  if (!filters.q) return NO_VOCABULARY
  const synonyms = await loadSynonyms(db)
  return { synonyms, corrections: filters.exact ? new Map() : await wordCorrections(db, filters.q, synonyms) }
}

const wordsRow = z.object({ words: z.array(z.string()) })

/**
 * The search's words as the tool `toolId` matched them: each corrected word replaced by the first
 * of its corrections the tool carries (the word as typed when it carries that). Null when no word
 * was corrected, or the tool matched the words as typed.
 */
async function correctedWords(db: SqlExecutor, q: string, vocabulary: SearchVocabulary, toolId: number | undefined): Promise<string | null> {
  if (vocabulary.corrections.size === 0 || toolId === undefined) return null
  const typed = searchWords(q)
  const words = typed.map((word) => {
    const ways = [word, ...(vocabulary.corrections.get(word) ?? []).map((correction) => correction.word)]
    if (ways.length === 1) return sql`${word}`
    const arms = ways.map((way) => sql`WHEN t.search_vector @@ to_tsquery('english', ${`${way}:*`}) THEN ${way}`)
    return sql`CASE ${sql.join(arms, sql` `)} ELSE ${word} END`
  })
  const row = await selectRow(db, 'the words a tool matched', wordsRow, sql`SELECT ARRAY[${sql.join(words, sql`, `)}]::text[] AS words FROM tools t WHERE t.id = ${toolId}`)
  const matched = row?.words.join(' ') ?? null
  return matched === typed.join(' ') ? null : matched
}

/**
 * A page of the list for a search, forgiving typos: a word the catalogue doesn't know also matches
 * its likeliest corrections (ranked below the words as typed, `rankScore`), and when the first tool
 * shown was found through a correction the page names the corrected words, so the visitor can
 * search the words as typed (`exact`, which turns correction off). `vocabulary` is the search's
 * synonyms and corrections when the caller read them already (`searchVocabulary`). A selected
 * audience whose tools match only some of the words, where another audience's match them all,
 * lists none (`yieldsToOtherTypes`): the page shows the other audiences' matches under their headings.
 */
export async function searchToolPage(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets?: FacetMatch,
  vocabulary?: SearchVocabulary,
): Promise<SearchedToolPage> {
  const words = vocabulary ?? (await searchVocabulary(db, filters))
  const page = await queryToolPage(db, filters, category, facets, words)
  if (filters.type !== 'everyone' && filters.q) {
    // The type's best match: the first tool of its first page.
    const best = filters.page === 1 ? page : await queryToolPage(db, { ...filters, page: 1, size: 1 }, category, facets, words)
    if (await yieldsToOtherTypes(db, filters, category, facets ?? NO_FACET_MATCH, words, filters.type, best.tools[0]?.id)) {
      return { ...page, tools: [], total: 0, totalIsEstimate: false, pageCount: 1, suggestion: null, yielded: true }
    }
  }
  return { ...page, suggestion: await correctedWords(db, filters.q, words, page.tools[0]?.id), yielded: false }
}
