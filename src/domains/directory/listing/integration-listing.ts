import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { countRow } from '@/platform/database/common-rows'
import { selectRow, selectRows } from '@/platform/database/typed-rows'

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

const integrationOptionRow = z.object({ id: z.number(), name: z.string(), slug: z.string() })
const integrationRow = integrationOptionRow.extend({ kind: z.string(), website: z.string().nullable() })

/**
 * The published tools that list the integration `slug` (`/integrations/<slug>`), in the home
 * page's default order, first `limit` of them; null for an unknown slug. The tools are found
 * through `fact_keys` and its GIN index, as the integration facet will be.
 */
export async function queryIntegrationListing(db: SqlExecutor, slug: string, limit: number): Promise<IntegrationListing | null> {
  const integration = await selectRow(db, 'an integration by slug', integrationRow, sql`SELECT id, name, slug, kind, website FROM integrations WHERE slug = ${slug} LIMIT 1`)
  if (!integration) return null
  const matches = sql`${listedTool} AND t.fact_keys @> ARRAY[${`integration:${integration.id}`}]::text[]`
  const { inner: order } = listOrder('trending')
  const [page, count] = await Promise.all([
    db.execute(withCardDetails(sql`SELECT ${pageColumns} FROM tools t WHERE ${matches} ORDER BY ${order} LIMIT ${limit}`, order)),
    selectRow(db, "the count of an integration's tools", countRow, sql`SELECT count(*)::int AS n FROM tools t WHERE ${matches}`),
  ])
  return { integration, tools: toCards(page.rows), total: count?.n ?? 0 }
}

/** Every catalogued integration, A–Z: the integration facet's options and the query parser's names. */
export async function queryIntegrationOptions(db: SqlExecutor): Promise<IntegrationOption[]> {
  return selectRows(db, 'the integration options', integrationOptionRow, sql`SELECT id, name, slug FROM integrations WHERE slug IS NOT NULL ORDER BY lower(name), id`)
}
