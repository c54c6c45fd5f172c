import { sql } from '@payloadcms/db-postgres'

import { pageColumns, toCards, withCardDetails } from './cards'
import { listedTool, listOrder } from './conditions'
import type { IntegrationOption } from './facet-match'
import type { SqlExecutor } from './sql-executor'
import type { ToolCardData } from './types'

export interface IntegrationListing {
  integration: { id: number; name: string; slug: string; kind: string; website: string | null }
  tools: ToolCardData[]
  total: number
}

/**
 * The published tools that list the integration `slug` (`/integrations/<slug>`), in the home
 * page's default order, first `limit` of them; null for an unknown slug. The tools are found
 * through `fact_keys` and its GIN index, as the integration facet will be.
 */
export async function queryIntegrationListing(db: SqlExecutor, slug: string, limit: number): Promise<IntegrationListing | null> {
  const found = await db.execute(sql`SELECT id, name, slug, kind, website FROM integrations WHERE slug = ${slug} LIMIT 1`)
  const row = found.rows[0]
  if (!row) return null
  const matches = sql`${listedTool} AND t.fact_keys @> ARRAY[${`integration:${String(row.id)}`}]::text[]`
  const { inner: order } = listOrder('trending')
  const [page, count] = await Promise.all([
    db.execute(withCardDetails(sql`SELECT ${pageColumns} FROM tools t WHERE ${matches} ORDER BY ${order} LIMIT ${limit}`, order)),
    db.execute(sql`SELECT count(*)::int AS total FROM tools t WHERE ${matches}`),
  ])
  return {
    integration: { id: Number(row.id), name: String(row.name), slug: String(row.slug), kind: String(row.kind), website: (row.website as string | null) ?? null },
    tools: toCards(page.rows),
    total: Number(count.rows[0]?.total ?? 0),
  }
}

/** Every catalogued integration, A–Z: the integration facet's options and the query parser's names. */
export async function queryIntegrationOptions(db: SqlExecutor): Promise<IntegrationOption[]> {
  const { rows } = await db.execute(sql`SELECT id, name, slug FROM integrations WHERE slug IS NOT NULL ORDER BY lower(name), id`)
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), slug: String(row.slug) }))
}
