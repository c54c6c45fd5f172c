import { sql } from '@payloadcms/db-postgres'

import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { slugRow } from '@/platform/database/common-rows'
import { selectRows } from '@/platform/database/typed-rows'

import type { SqlExecutor } from './sql-executor'
import { toolCardKeysOf } from './tool-card-cache-keys'

/**
 * Past this many tool pages in one category, an edit expires every page with tools (`tools`)
 * rather than naming each page (one notice and one purge stay small).
 */
const MAX_NAMED_PAGES = 300

/**
 * The tags of every page that shows the tool row `id` as `db` sees it: where its card is listed
 * (toolCardKeysOf), the pages of the tools in its category, whose similar tools can list it by name,
 * the listings of its integrations (`/integrations/<slug>`), and the articles, whose tool links show its name and summary. A tool edit expires these for the
 * row before and after the edit; nothing else shows a tool.
 */
export async function toolShownKeysOf(db: SqlExecutor, id: number): Promise<string[]> {
  const card = await toolCardKeysOf(db, id)
  if (card.length === 0) return []
  const rows = await selectRows(db, "the tools in a tool's category", slugRow, sql`
    SELECT t.slug FROM tools t
    WHERE t.category_id = (SELECT category_id FROM tools WHERE id = ${id}) AND t._status = 'published' AND t.slug IS NOT NULL
    LIMIT ${MAX_NAMED_PAGES + 1}`)
  const neighbours = rows.length > MAX_NAMED_PAGES ? [CACHE_KEYS.tools] : rows.map((row) => CACHE_KEYS.tool(row.slug))
  const integrations = await selectRows(db, 'the integrations of a tool', slugRow, sql`
    SELECT i.slug FROM tools_rels r JOIN integrations i ON i.id = r.integrations_id
    WHERE r.parent_id = ${id} AND r.path = 'integrations' AND i.slug IS NOT NULL`)
  const listings = integrations.map((row) => CACHE_KEYS.integration(row.slug))
  return [...new Set([...card, ...neighbours, ...listings, CACHE_KEYS.articleToolLinks])]
}
