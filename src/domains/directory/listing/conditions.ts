import { sql } from '@payloadcms/db-postgres'

/** A Drizzle SQL fragment. */
export type SQL = ReturnType<typeof sql>

import { searchTerms, searchTsQuery } from '@/domains/directory/search/ts-query'
import { NO_VOCABULARY, type SearchVocabulary } from '@/domains/directory/search/vocabulary'
import type { SortValue } from '@/domains/directory/tool-options'

import { facetConditions, NO_FACET_MATCH, type FacetMatch } from './facet-match'
import { escapeLike, nameHolds } from './name-match'
import type { ToolFilters } from './params'
import { rankScore } from './ranking-rules'

/** The category a filter names: its row (when one exists) and the lower-case labels tags may carry. */
export interface CategoryMatch {
  id: number | null
  labels: string[]
}

/** The keys `tools.category_keys` holds for a category: 'id:<n>' for its row, 'tag:<label>' for each label. */
export function categoryKeys(category: CategoryMatch): string[] {
  return [...(category.id !== null ? [`id:${category.id}`] : []), ...category.labels.map((label) => `tag:${label}`)]
}

/** The WHERE clause split in two: the part with reliable planner statistics and the text search, if any. */
export interface ToolFilterParts {
  /** Published, type, price, category and facets: equality and array tests the planner estimates well. */
  base: SQL
  /** Word prefixes or a name substring, whose selectivity the planner can only guess; null without `q`. */
  search: SQL | null
  /** The tools matching every word of a search of several words (the first the ranking lists); null without `q` or with one word. */
  allWords: SQL | null
}

/** A tool the listings show: published, and not hidden by an editor as a dead site (docs/listings.md, "Freshness"). */
export const listedTool: SQL = sql`t._status = 'published' AND t.hidden_as_dead IS NOT TRUE`

/**
 * The tool list's filters over `tools t`: `listedTool` only; "everyone" matches every type; price maps free /
 * freemium / paid (paid or enterprise); the category matches the primary category, a secondary
 * category or a tag (one overlap on the trigger-maintained `category_keys`); search matches words
 * (tsvector), any of them (the ranking lists first the tools matching the most), or a substring of
 * the name; the facets (`facetConditions`) narrow by facts.
 */
export function toolFilterParts(
  filters: Pick<ToolFilters, 'q' | 'type' | 'price'>,
  category: CategoryMatch | null,
  facets: FacetMatch = NO_FACET_MATCH,
  vocabulary: SearchVocabulary = NO_VOCABULARY,
): ToolFilterParts {
  const parts: SQL[] = [listedTool]
  if (filters.type !== 'everyone') parts.push(sql`t.tool_type = ${filters.type}`)
  if (filters.price === 'free') parts.push(sql`t.price_range = 'free'`)
  if (filters.price === 'freemium') parts.push(sql`t.price_range = 'free-to-start'`)
  if (filters.price === 'paid') parts.push(sql`t.price_range IN ('paid', 'enterprise')`)
  if (category) {
    const keys = categoryKeys(category)
    parts.push(
      keys.length > 0
        ? sql`t.category_keys && ARRAY[${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[]`
        : sql`false`,
    )
  }
  parts.push(...facetConditions(facets))
  return {
    base: sql.join(parts, sql` AND `),
    search: filters.q ? searchCondition(filters.q, searchTsQuery(filters.q, vocabulary, '|')) : null,
    allWords: filters.q && searchTerms(filters.q, vocabulary).length > 1 ? searchCondition(filters.q, searchTsQuery(filters.q, vocabulary)) : null,
  }
}

/** Words of a tsquery (`tsQuery`, empty for a search without a word) or the whole search in the name. */
function searchCondition(q: string, tsQuery: string): SQL {
  const matches: SQL[] = []
  if (tsQuery) matches.push(sql`t.search_vector @@ to_tsquery('english', ${tsQuery})`)
  const name = nameHolds(q) ?? (tsQuery ? null : sql`t.name ILIKE ${`%${escapeLike(q)}%`}`)
  if (name) matches.push(name)
  return sql`(${sql.join(matches, sql` OR `)})`
}

/** Tool ids as one `int[]` parameter (thousands of ids plan and travel as one value, not a list). */
export const idArray = (ids: number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`

/** The whole WHERE clause of the tool list over `tools t`. */
export function toolWhere(filters: Pick<ToolFilters, 'q' | 'type' | 'price'>, category: CategoryMatch | null, facets?: FacetMatch): SQL {
  const { base, search } = toolFilterParts(filters, category, facets)
  return search ? sql`${base} AND ${search}` : base
}

/**
 * A listing's order, in two places: over `tools t` (the page query) and over the page's rows
 * (`withCardDetails`), which hold only `pageColumns` plus `columns`.
 */
export interface ListOrder {
  /** Extra columns the page query selects so the page's rows keep their order (the ranking rules' score). */
  columns: SQL
  inner: SQL
  outer: SQL
}

const same = (order: SQL): ListOrder => ({ columns: sql``, inner: order, outer: order })

/** A sort's own order, with no search words: an index range scan of the `tools_list_*` indexes. */
function sortOrder(sort: SortValue): SQL {
  if (sort === 'name') return sql`lower(t.name), t.id`
  if (sort === 'most_popular') return sql`t.monthly_views DESC, t.id`
  if (sort === 'new') return sql`t.creation_order DESC, t.id`
  return sql`t.sponsored_order ASC NULLS LAST, t.trending_score DESC, t.id`
}

/**
 * ORDER BY in the column order of the `tools_list_*` indexes (A–Z: `tools_list_name`, and
 * `tools_full_list` for every type), so a page is an index range scan. With search words the
 * ranking rules (`rankScore`, selected as `rank_score`) come first and the sort orders their ties;
 * Relevance is the ranking rules with Trending's order.
 */
export function listOrder(sort: SortValue, q = '', vocabulary: SearchVocabulary = NO_VOCABULARY): ListOrder {
  const order = sortOrder(sort)
  if (!q) return same(order)
  return { columns: sql`, ${rankScore(q, vocabulary)} AS rank_score`, inner: sql`rank_score DESC, ${order}`, outer: sql`t.rank_score DESC, ${order}` }
}
