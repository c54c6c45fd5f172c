import { sql } from '@payloadcms/db-postgres'

/** A Drizzle SQL fragment. */
export type SQL = ReturnType<typeof sql>

import { NO_SYNONYMS, type SynonymGroups } from '@/domains/directory/search/synonyms'
import { searchTsQuery } from '@/domains/directory/search/ts-query'
import type { SortValue } from '@/domains/directory/tool-options'


import { facetConditions, NO_FACET_MATCH, type FacetMatch } from './facet-match'
import type { ToolFilters } from './params'

/** The category a filter names: its row (when one exists) and the lower-case labels tags may carry. */
export interface CategoryMatch {
  id: number | null
  labels: string[]
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Substring search on names uses the pg_trgm index, which needs at least three characters. */
export const MIN_SUBSTRING_LENGTH = 3

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
}

/** A tool the listings show: published, and not hidden by an editor as a dead site (docs/listings.md, "Freshness"). */
export const listedTool: SQL = sql`t._status = 'published' AND t.hidden_as_dead IS NOT TRUE`

/**
 * The tool list's filters over `tools t`: `listedTool` only; "everyone" matches every type; price maps free /
 * freemium / paid (paid or enterprise); the category matches the primary category, a secondary
 * category or a tag (one overlap on the trigger-maintained `category_keys`); search matches words
 * (tsvector) or a substring of the name; the facets (`facetConditions`) narrow by facts.
 */
export function toolFilterParts(
  filters: Pick<ToolFilters, 'q' | 'type' | 'price'>,
  category: CategoryMatch | null,
  facets: FacetMatch = NO_FACET_MATCH,
  synonyms: SynonymGroups = NO_SYNONYMS,
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
  return { base: sql.join(parts, sql` AND `), search: filters.q ? searchCondition(filters.q, synonyms) : null }
}

function searchCondition(q: string, synonyms: SynonymGroups): SQL {
  const tsQuery = searchTsQuery(q, synonyms)
  const matches: SQL[] = []
  if (tsQuery) matches.push(sql`t.search_vector @@ to_tsquery('english', ${tsQuery})`)
  if (q.length >= MIN_SUBSTRING_LENGTH || !tsQuery) matches.push(sql`t.name ILIKE ${`%${escapeLike(q)}%`}`)
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
  /** Extra columns the page query selects so the page's rows keep their order (the relevance rank). */
  columns: SQL
  inner: SQL
  outer: SQL
}

const same = (order: SQL): ListOrder => ({ columns: sql``, inner: order, outer: order })

/**
 * Relevance: the name equal to the search, then starting with it, then containing it, then the
 * text-search rank (the name weighs above the description in `search_vector`), then trending. It
 * ranks every match it is given, so it is offered only with search words (`sortsFor`), and a large
 * match set gives it a bounded candidate set (`relevancePage`).
 */
function relevanceOrder(q: string, synonyms: SynonymGroups): ListOrder {
  const tsQuery = searchTsQuery(q, synonyms)
  const needle = escapeLike(q)
  const nameTier = sql`CASE WHEN lower(t.name) = ${q.toLowerCase()} THEN 0 WHEN t.name ILIKE ${`${needle}%`} THEN 1
    WHEN t.name ILIKE ${`%${needle}%`} THEN 2 ELSE 3 END`
  const rank = tsQuery ? sql`ts_rank(t.search_vector, to_tsquery('english', ${tsQuery}))` : sql`0`
  const rest = sql`t.sponsored_order ASC NULLS LAST, t.trending_score DESC, t.id`
  return {
    columns: sql`, ${nameTier} AS name_tier, ${rank}::float8 AS search_rank`,
    inner: sql`${nameTier}, ${rank} DESC, ${rest}`,
    outer: sql`t.name_tier, t.search_rank DESC, ${rest}`,
  }
}

/**
 * ORDER BY in the column order of the `tools_list_*` indexes (A–Z: `tools_list_name`, and
 * `tools_full_list` for every type), so a page is an index range scan; Relevance ranks the matches.
 */
export function listOrder(sort: SortValue, q = '', synonyms: SynonymGroups = NO_SYNONYMS): ListOrder {
  if (sort === 'relevance' && q) return relevanceOrder(q, synonyms)
  if (sort === 'name') return same(sql`lower(t.name), t.id`)
  if (sort === 'most_popular') return same(sql`t.monthly_views DESC, t.id`)
  if (sort === 'new') return same(sql`t.creation_order DESC, t.id`)
  return same(sql`t.sponsored_order ASC NULLS LAST, t.trending_score DESC, t.id`)
}
