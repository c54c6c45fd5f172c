import { sql } from '@payloadcms/db-postgres'

import type { ToolTypeValue } from '@/domains/directory/tool-options'

import { keyArray } from './facet-match'
import type { SqlExecutor } from './sql-executor'

/**
 * Whether two of `keys` are held together by no listed tool of the type ('everyone': of any type),
 * read from the pair counts triggers keep exact (`tool_fact_counts`, see migration
 * 20261126_190000_tool_fact_counts; a pair whose last holder changed keeps a row with n = 0). Then
 * no listed tool holds them all, and the GIN intersection of their posting lists (tens of ms for
 * two keys of 200,000 tools each at 1,000,000 tools) need not run.
 */
export async function someKeyPairNeverHeld(db: SqlExecutor, keys: string[], type: ToolTypeValue): Promise<boolean> {
  const distinct = [...new Set(keys)]
  const pairs = (distinct.length * (distinct.length - 1)) / 2
  if (pairs === 0) return false
  const ofType = type === 'everyone' ? sql`true` : sql`tool_type = ${type}`
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS held FROM (
      SELECT 1 FROM tool_fact_counts
      WHERE ${ofType} AND key_a = ANY(${keyArray(distinct)}) AND key_b = ANY(${keyArray(distinct)}) AND key_a < key_b
      GROUP BY key_a, key_b HAVING sum(n) > 0
    ) p`)
  return Number(rows[0]?.held ?? 0) < pairs
}
