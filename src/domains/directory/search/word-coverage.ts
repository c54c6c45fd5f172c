import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { toolFilterParts, type CategoryMatch } from '@/domains/directory/listing/conditions'
import type { FacetMatch } from '@/domains/directory/listing/facet-match'
import { nameHolds } from '@/domains/directory/listing/name-match'
import type { ToolFilters } from '@/domains/directory/listing/params'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import type { ToolTypeValue } from '@/domains/directory/tool-options'
import { selectRow } from '@/platform/database/typed-rows'

import { searchTerms, termTsQuery } from './ts-query'
import type { SearchVocabulary } from './vocabulary'

/** Every choice of `size` items of `items`, in order. */
function choices<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((item, index) => choices(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]))
}

const truthRow = z.object({ holds: z.boolean() })

/**
 * The words rule across audiences: the tools of `type` yield to the other types' when their best
 * match (`bestToolId`, the first tool of the type's own first page) matches at most half of the
 * terms of a search of several terms while a tool of another type matches every term. Their
 * partial matches would otherwise be listed before better matches shown under another audience's
 * heading ("resume builder" among recruiter tools: a resume parser matching "resume" before the job
 * seekers' resume builders). A type matching more than half of the terms keeps its matches: one word
 * in another form ("automatically" and "automated" are different stems) must not hide an audience's
 * own tools. The best match is tested by its id; only a weak one costs the other types' existence
 * test of the text index.
 */
export async function yieldsToOtherTypes(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets: FacetMatch,
  vocabulary: SearchVocabulary,
  type: ToolTypeValue,
  bestToolId: number | undefined,
): Promise<boolean> {
  const terms = searchTerms(filters.q, vocabulary).map((term) => termTsQuery(term))
  if (terms.length < 2 || bestToolId === undefined) return false
  const most = choices(terms, Math.floor(terms.length / 2) + 1)
    .map((chosen) => `(${chosen.join(' & ')})`)
    .join(' | ')
  const name = nameHolds(filters.q) ?? sql`false`
  const strong = await selectRow(db, "how well a type's best match covers the words", truthRow, sql`
    SELECT (t.search_vector @@ to_tsquery('english', ${most}) OR ${name}) AS holds FROM tools t WHERE t.id = ${bestToolId}`)
  if (strong?.holds !== false) return false
  const { base, allWords } = toolFilterParts({ ...filters, type: 'everyone' }, category, facets, vocabulary)
  const other = await selectRow(db, 'another type matching every word', truthRow, sql`
    SELECT EXISTS (SELECT 1 FROM tools t WHERE ${base} AND t.tool_type <> ${type} AND ${allWords ?? sql`false`}) AS holds`)
  return other?.holds === true
}
