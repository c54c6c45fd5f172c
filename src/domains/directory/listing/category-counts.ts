import { sql } from '@payloadcms/db-postgres'

import type { ToolTypeValue } from '@/domains/directory/tool-options'

import { categoryMatchForSlug, type CatalogCategory, type CategoryOption } from './categories'
import { listedTool, toolWhere } from './conditions'
import type { SqlExecutor } from './sql-executor'

export interface CountedCategory extends CategoryOption {
  /** The tools its listing (/categories/{type}/{slug}) shows: the same WHERE clause, counted. */
  toolCount: number
}

/** Each category of an audience with the number of published tools its listing shows. */
export async function withToolCounts(
  db: SqlExecutor,
  type: ToolTypeValue,
  options: CategoryOption[],
  catalog: CatalogCategory[],
): Promise<CountedCategory[]> {
  if (options.length === 0) return []
  // One round trip: a count per category, each with the listing's own filter.
  const counts = sql.join(
    options.map(
      (option, index) =>
        sql`count(*) FILTER (WHERE ${toolWhere({ q: '', type, price: 'all' }, categoryMatchForSlug(option.slug, catalog))}) AS ${sql.raw(`c${index}`)}`,
    ),
    sql`, `,
  )
  const { rows } = await db.execute(sql`SELECT ${counts} FROM tools t WHERE ${listedTool}`)
  const row = rows[0] ?? {}
  return options.map((option, index) => ({ ...option, toolCount: Number(row[`c${index}`] ?? 0) }))
}
