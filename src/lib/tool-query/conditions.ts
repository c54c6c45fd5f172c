import { sql } from '@payloadcms/db-postgres'

/** A Drizzle SQL fragment. */
export type SQL = ReturnType<typeof sql>

import type { SortValue } from '@/lib/tool-options'

import type { ToolFilters } from './params'

/** The category a filter names: its row (when one exists) and the lower-case labels tags may carry. */
export interface CategoryMatch {
  id: number | null
  labels: string[]
}

/** Word prefixes for full-text search ("sourc" finds "sourcing"); letters and digits only, so always valid tsquery syntax. */
export function toPrefixTsQuery(q: string): string {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ')
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Substring search on names uses the pg_trgm index, which needs at least three characters. */
const MIN_SUBSTRING_LENGTH = 3

/**
 * The WHERE clause of spec §7 read 1 over `tools t`: published only; "everyone" matches every type;
 * the category matches the primary category, a secondary category or a tag; search matches words
 * (tsvector) or a substring of the name; price maps free / freemium / paid (paid or enterprise).
 */
export function toolWhere(filters: Pick<ToolFilters, 'q' | 'type' | 'price'>, category: CategoryMatch | null): SQL {
  const parts: SQL[] = [sql`t._status = 'published'`]
  if (filters.type !== 'everyone') parts.push(sql`t.tool_type = ${filters.type}`)
  if (filters.price === 'free') parts.push(sql`t.price_range = 'free'`)
  if (filters.price === 'freemium') parts.push(sql`t.price_range = 'free-to-start'`)
  if (filters.price === 'paid') parts.push(sql`t.price_range IN ('paid', 'enterprise')`)
  if (filters.q) {
    const tsQuery = toPrefixTsQuery(filters.q)
    const matches: SQL[] = []
    if (tsQuery) matches.push(sql`t.search_vector @@ to_tsquery('english', ${tsQuery})`)
    if (filters.q.length >= MIN_SUBSTRING_LENGTH || !tsQuery) {
      matches.push(sql`t.name ILIKE ${`%${escapeLike(filters.q)}%`}`)
    }
    parts.push(sql`(${sql.join(matches, sql` OR `)})`)
  }
  if (category) {
    const matches: SQL[] = []
    if (category.id !== null) {
      matches.push(sql`t.category_id = ${category.id}`)
      matches.push(
        sql`EXISTS (SELECT 1 FROM tools_rels r WHERE r.parent_id = t.id AND r.path = 'categories' AND r.categories_id = ${category.id})`,
      )
    }
    if (category.labels.length > 0) {
      const labels = sql.join(
        category.labels.map((label) => sql`${label}`),
        sql`, `,
      )
      matches.push(
        sql`EXISTS (SELECT 1 FROM tools_texts x WHERE x.path = 'tags' AND lower(x.text) IN (${labels}) AND x.parent_id = t.id)`,
      )
    }
    parts.push(matches.length > 0 ? sql`(${sql.join(matches, sql` OR `)})` : sql`false`)
  }
  return sql.join(parts, sql` AND `)
}

/** ORDER BY in the column order of the `tools_list_*` indexes, so a page is an index range scan. */
export function toolOrderBy(sort: SortValue): SQL {
  if (sort === 'most_popular') return sql`t.monthly_views DESC, t.id`
  if (sort === 'new') return sql`t.creation_order DESC, t.id`
  return sql`t.sponsored_order ASC NULLS LAST, t.trending_score DESC, t.id`
}
