import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { toolFilterParts, type CategoryMatch } from '@/domains/directory/listing/conditions'
import type { FacetMatch } from '@/domains/directory/listing/facet-match'
import type { ToolFilters } from '@/domains/directory/listing/params'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { TOOL_TYPES, type ToolTypeValue } from '@/domains/directory/tool-options'
import { selectRows } from '@/platform/database/typed-rows'

import { searchTerms, termTsQuery } from './ts-query'
import type { SearchVocabulary } from './vocabulary'

/** How well a tool type's best match covers a search: every term, most of them (more than half), or fewer. */
export type WordCoverage = 'all' | 'most' | 'some'

/** Every choice of `size` items of `items`, in order. */
function choices<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((item, index) => choices(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]))
}

const coverageRow = z.object({ type: z.string(), coverage: z.enum(['all', 'most', 'some']) })

/**
 * For a search of several terms, how well each tool type's (recruiter, job seeker, everyone) best
 * match covers it within the state's other filters: a tool matching every term, one matching
 * more than half of them, or neither; null for a search of one term, whose every match matches all
 * of it. A few existence tests of the text index per type, the "most" one only for a type without
 * an every-term match.
 */
export async function wordCoverageByType(
  db: SqlExecutor,
  filters: ToolFilters,
  category: CategoryMatch | null,
  facets: FacetMatch,
  vocabulary: SearchVocabulary,
): Promise<Map<ToolTypeValue, WordCoverage> | null> {
  const { base, allWords } = toolFilterParts({ ...filters, type: 'everyone' }, category, facets, vocabulary)
  if (!allWords) return null
  const terms = searchTerms(filters.q, vocabulary).map((term) => termTsQuery(term))
  const most = Math.floor(terms.length / 2) + 1
  const mostWords =
    most < terms.length
      ? sql`t.search_vector @@ to_tsquery('english', ${choices(terms, most)
          .map((chosen) => `(${chosen.join(' & ')})`)
          .join(' | ')})`
      : null
  const holds = (type: ToolTypeValue, words: ReturnType<typeof sql>) => sql`EXISTS (SELECT 1 FROM tools t WHERE ${base} AND t.tool_type = ${type} AND ${words})`
  const arms = TOOL_TYPES.map(
    ({ value }) =>
      sql`SELECT ${value} AS type, CASE WHEN ${holds(value, allWords)} THEN 'all' ${mostWords ? sql`WHEN ${holds(value, mostWords)} THEN 'most'` : sql``} ELSE 'some' END AS coverage`,
  )
  const rows = await selectRows(db, 'how well each tool type matches the words', coverageRow, sql.join(arms, sql` UNION ALL `))
  return new Map(rows.flatMap((row) => TOOL_TYPES.filter(({ value }) => value === row.type).map(({ value }) => [value, row.coverage] as const)))
}

/**
 * The words rule across audiences: the tools of `type` yield to the other types' when none of them
 * matches more than half of the search's terms while another type's tools match every term
 * (`coverage`, from `wordCoverageByType`). Their partial matches would otherwise be listed before
 * better matches shown under another audience's heading ("resume builder" among recruiter tools: a
 * resume parser matching "resume" before the job seekers' resume builders). A type matching most
 * of the terms keeps its matches: one word in another form ("automatically" and "automated" are
 * different stems) must not hide an audience's own tools.
 */
export function yieldsToOtherTypes(type: ToolTypeValue, coverage: ReadonlyMap<ToolTypeValue, WordCoverage> | null): boolean {
  if (!coverage || coverage.get(type) !== 'some') return false
  return [...coverage].some(([other, covered]) => other !== type && covered === 'all')
}
