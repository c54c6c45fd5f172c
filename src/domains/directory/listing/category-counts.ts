import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { ToolTypeValue } from '@/domains/directory/tool-options'
import { selectRow } from '@/platform/database/typed-rows'

import { categoryMatchForSlug, type CatalogCategory, type CategoryOption } from './categories'
import { toolWhere, type SQL } from './conditions'
import { plannerEstimate } from './estimate'
import { primaryCategories } from './primary-categories'
import { EXACT_COUNT_LIMIT } from './run'
import type { SqlExecutor } from './sql-executor'

export interface CountedCategory extends CategoryOption {
  /** The tools its listing (/categories/{type}/{slug}) shows, counted as the listing counts them. */
  toolCount: number
  /** A large listing's count is the planner's estimate, shown as "About N" there and here. */
  toolCountIsEstimate: boolean
}

/**
 * Each category of an audience with the number of published tools its listing shows, by the
 * listing's own rule (`queryToolPage`): its WHERE clause counted exactly when the planner expects
 * at most EXACT_COUNT_LIMIT tools, else the planner's estimate ("About N" on both pages), or 0
 * when no tool matches. Counting every category exactly reads the whole table on each render after
 * a tool write (740 ms for recruiters at 100,000 tools), so: one estimate per category, then one
 * statement with the exact counts of the small listings (over the GIN index on `category_keys`)
 * and, for a large listing, whether any tool matches. That is known without reading the listing
 * when a listed tool of the audience has the category as primary (one probe of
 * `tools_category_type`), as every category named for the audience by a primary category does;
 * only otherwise is the listing's own condition asked, which the planner may answer by reading
 * rows until one matches.
 */
export async function withToolCounts(
  db: SqlExecutor,
  type: ToolTypeValue,
  options: CategoryOption[],
  catalog: CatalogCategory[],
): Promise<CountedCategory[]> {
  const filters = { q: '', type, price: 'all' } as const
  const listings = options.map((option) => {
    const category = categoryMatchForSlug(option.slug, catalog)
    return { option, id: category.id, where: toolWhere(filters, category) }
  })
  const estimates = await Promise.all(listings.map(({ where }) => plannerEstimate(db, where)))
  const large = estimates.map((estimate) => estimate > EXACT_COUNT_LIMIT)
  const withPrimary = large.some(Boolean) ? new Set((await primaryCategories(db, toolWhere(filters, null))).map(({ id }) => id)) : new Set<number>()
  // Per listing: its exact count, whether it has any tool at all (1 or 0), or nothing to ask.
  const questions = listings.map(({ id, where }, at): SQL | null => {
    if (!large[at]) return sql`(SELECT count(*) FROM tools t WHERE ${where})::int`
    return id !== null && withPrimary.has(id) ? null : sql`(EXISTS (SELECT 1 FROM tools t WHERE ${where}))::int`
  })
  const asked = questions.flatMap((question, at) => (question ? [sql`${question} AS ${sql.raw(`a${at}`)}`] : []))
  // One integer column per asked listing, named `a<position>`.
  const answers = asked.length > 0 ? ((await selectRow(db, 'category counts', z.object({}).catchall(z.number()), sql`SELECT ${sql.join(asked, sql`, `)}`)) ?? {}) : {}
  return listings.map(({ option }, at) => {
    const answer = questions[at] ? (answers[`a${at}`] ?? 0) : 1
    if (!large[at]) return { ...option, toolCount: answer, toolCountIsEstimate: false }
    return answer > 0 ? { ...option, toolCount: estimates[at]!, toolCountIsEstimate: true } : { ...option, toolCount: 0, toolCountIsEstimate: false }
  })
}
