import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { normaliseAlias } from '@/domains/directory/category-aliases'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { selectRow } from '@/platform/database/typed-rows'
import { slugify, titleFromSlug } from '@/platform/text/slugify'

import { type CatalogCategory, categoryMatchForSlug, loadCatalog } from './categories'
import { categoryKeys } from './conditions'
import type { SqlExecutor } from './sql-executor'

/** What decides where a tool's card is listed: the columns the listing SQL filters on. */
interface ListedTool {
  slug: string | null
  toolType: string | null
  /** `tools.category_keys`: 'id:<n>' per primary and secondary category, 'tag:<tag>' per tag. */
  categoryKeys: string[]
}

/**
 * The category slugs whose listings can show a tool with these keys: the same overlap the listing
 * SQL tests (`toolFilterParts`), for every category row by its slug and by its slugified name (both
 * address it), and for each tag the slug that names it when no row does.
 */
export function categorySlugsListing(keys: string[], catalog: CatalogCategory[]): string[] {
  const held = new Set(keys)
  const slugs = new Set<string>()
  for (const row of catalog) {
    if (!categoryKeys(categoryMatchForSlug(row.slug, catalog)).some((key) => held.has(key))) continue
    slugs.add(row.slug)
    slugs.add(slugify(row.name))
  }
  for (const key of keys) {
    if (!key.startsWith('tag:')) continue
    const tag = key.slice('tag:'.length)
    const slug = tag.replace(/ /g, '-')
    if (/^[a-z0-9_-]{1,80}$/.test(slug) && normaliseAlias(titleFromSlug(slug)) === tag) slugs.add(slug)
  }
  return [...slugs]
}

/**
 * The tags of every page that can show this tool's card, and so its upvote count: its own page
 * (and compare pages naming it), the unfiltered lists, its type's lists and the lists of each
 * category it is found under. Other tools' pages show it only in their similar tools, by name and
 * without a count.
 */
export function toolCardKeys(tool: ListedTool, catalog: CatalogCategory[]): string[] {
  const tags = [
    ...(tool.slug ? [CACHE_KEYS.tool(tool.slug)] : []),
    CACHE_KEYS.listing({}),
    CACHE_KEYS.listing({ type: tool.toolType }),
    ...categorySlugsListing(tool.categoryKeys, catalog).map(CACHE_KEYS.category),
  ]
  return [...new Set(tags)]
}

const listedToolRow = z.object({ slug: z.string().nullable(), tool_type: z.string().nullable(), category_keys: z.array(z.string()).nullable() })

/** toolCardKeys of the tool row `id` as `db` (a write's transaction) sees it; none when it is gone. */
export async function toolCardKeysOf(db: SqlExecutor, id: number): Promise<string[]> {
  const row = await selectRow(db, "where a tool's card is listed", listedToolRow, sql`SELECT slug, tool_type, category_keys FROM tools WHERE id = ${id}`)
  if (!row) return []
  const tool: ListedTool = { slug: row.slug, toolType: row.tool_type, categoryKeys: row.category_keys ?? [] }
  return toolCardKeys(tool, await loadCatalog(db))
}
