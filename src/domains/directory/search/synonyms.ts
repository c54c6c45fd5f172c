import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { selectRows } from '@/platform/database/typed-rows'

import { textWords } from './words'

/** Groups of phrases the search treats as one, each phrase as its words ("applicant tracking system" → 3 words). */
export type SynonymGroups = readonly (readonly (readonly string[])[])[]

export const NO_SYNONYMS: SynonymGroups = []

/** An editor's group, one phrase a line, as the distinct phrases' words (empty lines dropped). */
export function synonymPhrases(text: string): string[][] {
  const phrases = text.split('\n').map(textWords).filter((words) => words.length > 0)
  return [...new Map(phrases.map((words) => [words.join(' '), words])).values()]
}

/** The groups editors keep (the `search-synonyms` collection), read afresh for each search: a handful of rows. */
export async function loadSynonyms(db: SqlExecutor): Promise<SynonymGroups> {
  const rows = await selectRows(db, 'the search synonyms', z.object({ phrases: z.string() }), sql`SELECT phrases FROM search_synonyms ORDER BY id`)
  return rows.map((row) => synonymPhrases(row.phrases)).filter((group) => group.length > 1)
}
