import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { buildAliasIndex, categoryOptions, normaliseAlias, type CategoryWithAliases } from '@/domains/directory/category-aliases'
import type { ToolTypeValue } from '@/domains/directory/tool-options'
import { selectRows } from '@/platform/database/typed-rows'
import { slugify, titleFromSlug } from '@/platform/text/slugify'

import { listedTool, type CategoryMatch } from './conditions'
import { primaryCategories } from './primary-categories'
import type { SqlExecutor } from './sql-executor'

export interface CatalogCategory extends CategoryWithAliases {
  id: number
  slug: string
  description: string | null
}

export interface CategoryOption {
  name: string
  slug: string
  description: string | null
}

/** Tags that widen a tool's audience: "jobseeker" for job seekers, "everyone" for everyone. */
const AUDIENCE_TAGS: Partial<Record<ToolTypeValue, string[]>> = {
  job_seeker: ['jobseeker', 'job seeker', 'job_seeker', 'job-seeker'],
  everyone: ['everyone'],
}

/**
 * Category names for a tool type: primary categories of published tools of that
 * type, plus for job seekers and everyone the categories and tags of tools tagged for that
 * audience; normalised through the aliases, de-duplicated, sorted, without "All". The primary
 * categories cost an index probe each (`primaryCategories`); the audience part reads only the
 * audience-tagged tools, through the GIN index on `category_keys`.
 */
export async function categoryNamesForType(db: SqlExecutor, type: ToolTypeValue, catalog: CatalogCategory[]): Promise<string[]> {
  const names = (await primaryCategories(db, sql`${listedTool} AND t.tool_type = ${type}`)).map((category) => category.name)
  const audienceTags = AUDIENCE_TAGS[type]
  if (audienceTags) {
    const audience = sql.join(
      audienceTags.map((tag) => sql`${tag}`),
      sql`, `,
    )
    const audienceKeys = sql.join(
      audienceTags.map((tag) => sql`${`tag:${tag}`}`),
      sql`, `,
    )
    const tagged = await selectRows(db, 'the categories and tags of an audience', z.object({ name: z.string() }), sql`
      WITH audience AS (
        SELECT t.id, t.category_id FROM tools t
        WHERE ${listedTool} AND t.category_keys && ARRAY[${audienceKeys}]::text[]
      )
      SELECT c.name AS name FROM audience a JOIN categories c ON c.id = a.category_id
      UNION
      SELECT x.text AS name FROM audience a
        JOIN tools_texts x ON x.parent_id = a.id AND x.path = 'tags' AND lower(x.text) NOT IN (${audience})`)
    names.push(...tagged.map((row) => row.name))
  }
  const index = buildAliasIndex(catalog)
  // Raw tags only count when they name a known category (or one of its aliases).
  const known = names.filter((name) => index.has(normaliseAlias(name)))
  return categoryOptions(known, index).slice(1)
}

/** Options with the slugs the URLs use; catalog descriptions where a category row exists. */
export function toCategoryOptions(names: string[], catalog: CatalogCategory[]): CategoryOption[] {
  const byName = new Map(catalog.map((category) => [category.name, category]))
  return names.map((name) => {
    const row = byName.get(name)
    return { name, slug: row?.slug ?? slugify(name), description: row?.description ?? null }
  })
}

/** The category row a slug names: its own slug, else its name's. */
export function categoryRowForSlug(slug: string, catalog: CatalogCategory[]): CatalogCategory | undefined {
  return catalog.find((category) => category.slug === slug) ?? catalog.find((category) => slugify(category.name) === slug)
}

/** What a category slug matches: its row and every label (name, aliases) a tag may use. */
export function categoryMatchForSlug(slug: string, catalog: CatalogCategory[]): CategoryMatch {
  const row = categoryRowForSlug(slug, catalog)
  if (!row) return { id: null, labels: [normaliseAlias(titleFromSlug(slug))] }
  const labels = new Set([normaliseAlias(row.name), ...(row.aliases ?? []).flatMap((entry) => (entry.alias ? [normaliseAlias(entry.alias)] : []))])
  return { id: row.id, labels: [...labels] }
}

const catalogRow = z.object({ id: z.number(), name: z.string(), slug: z.string().nullable(), description: z.string().nullable(), aliases: z.array(z.string()) })

/** Every category row with its aliases. */
export async function loadCatalog(db: SqlExecutor): Promise<CatalogCategory[]> {
  const rows = await selectRows(db, 'the category catalog', catalogRow, sql`
    SELECT c.id, c.name, c.slug, c.description,
      coalesce(json_agg(a.alias ORDER BY a._order) FILTER (WHERE a.alias IS NOT NULL), '[]') AS aliases
    FROM categories c LEFT JOIN categories_aliases a ON a._parent_id = c.id
    GROUP BY c.id ORDER BY c.name`)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug ?? slugify(row.name),
    description: row.description,
    aliases: row.aliases.map((alias) => ({ alias })),
  }))
}
