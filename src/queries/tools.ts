import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'

import {
  listedTool,
  categoryMatchForSlug,
  type DirectoryPage,
  emptyResultOffers,
  type FacetCounts,
  facetMatch,
  type FacetMatch,
  listDirectoryPage,
  type MatchOffer,
  pageColumns,
  queryFacetCounts,
  type SearchedToolPage,
  searchToolPage,
  relaxedStates,
  toCards,
  type ToolCardData,
  type ToolFilters,
  withCardDetails,
} from '@/domains/directory'
import type { Category, Media, Tool } from '@/payload-types'
import { TAGS } from '@/platform/cache/tags'
import { payloadClient } from '@/server/payload-client'
import { readDb } from '@/server/read-db'

import { getCategoryCatalog } from './categories'
import { getIntegrationOptions } from './integrations'

/** A state's facets, integration slugs resolved against the catalogue (unknown ones listed, not matched). */
async function findFacetMatch(filters: ToolFilters): Promise<FacetMatch> {
  return facetMatch(filters, filters.integrations.length > 0 ? await getIntegrationOptions() : [])
}

/** One page of the directory for a filter state, with its total, read now. */
export async function findToolPage(filters: ToolFilters): Promise<SearchedToolPage> {
  const category = filters.category ? categoryMatchForSlug(filters.category, await getCategoryCatalog()) : null
  return searchToolPage(await readDb(), filters, category, await findFacetMatch(filters))
}

/**
 * findToolPage cached per filter state: only for states without search words (a bounded set).
 * Tagged with the listing its type and category select, which an upvote on any tool it can show
 * expires.
 */
export const getToolPage = (filters: ToolFilters): Promise<SearchedToolPage> =>
  unstable_cache(() => findToolPage(filters), ['tool-page', JSON.stringify(filters)], {
    tags: [TAGS.tools, TAGS.categories, TAGS.listing(filters)],
  })()

/** Each facet option's count within a filter state's results (the integration, compliance and pricing facets), read now. */
export async function findFacetCounts(filters: ToolFilters): Promise<FacetCounts> {
  const category = filters.category ? categoryMatchForSlug(filters.category, await getCategoryCatalog()) : null
  return queryFacetCounts(await readDb(), filters, category, await findFacetMatch(filters))
}

/** findFacetCounts cached per filter state (states without open-ended values), tagged like the state's listing. */
export const getFacetCounts = (filters: ToolFilters): Promise<FacetCounts> =>
  unstable_cache(() => findFacetCounts(filters), ['facet-counts', JSON.stringify(filters)], {
    tags: [TAGS.tools, TAGS.categories, TAGS.listing(filters)],
  })()

/** For a filter state that finds nothing: the states with a filter fewer that find something, read now. */
export async function findEmptyResultOffers(filters: ToolFilters): Promise<MatchOffer[]> {
  const catalog = await getCategoryCatalog()
  const integrations = await getIntegrationOptions()
  return emptyResultOffers(
    await readDb(),
    filters,
    (slug) => categoryMatchForSlug(slug, catalog),
    (relaxed) => facetMatch(relaxed, integrations),
  )
}

/**
 * findEmptyResultOffers cached per filter state (states without search words), tagged with the
 * listings it counts. The cache tier keys the page by its own listing only (docs/caching.md).
 */
export const getEmptyResultOffers = (filters: ToolFilters): Promise<MatchOffer[]> =>
  unstable_cache(() => findEmptyResultOffers(filters), ['empty-result-offers', JSON.stringify(filters)], {
    tags: [TAGS.tools, TAGS.categories, ...relaxedStates(filters).map(({ filters: relaxed }) => TAGS.listing(relaxed))],
  })()

export type ToolDetail = Tool & { category: Category | null; screenshot: Media | null }

/** A published tool with its category and screenshot, or null. */
export const getToolBySlug = (slug: string) =>
  unstable_cache(
    async (): Promise<ToolDetail | null> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'tools',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        pagination: false,
        overrideAccess: false,
      })
      const tool = docs[0]
      if (!tool) return null
      return {
        ...tool,
        category: typeof tool.category === 'object' ? tool.category : null,
        screenshot: typeof tool.screenshot === 'object' ? tool.screenshot : null,
      }
    },
    ['tool-by-slug', slug],
    { tags: [TAGS.tool(slug), TAGS.tools] },
  )()

/**
 * Up to 5 tools of the same category and type (any type beside a tool for everyone), best
 * performing first. Tagged with the page's tool: an edit of any tool in the category expires the
 * pages of all of them.
 */
export const getSimilarTools = (tool: { id: number; slug: string; categoryId: number; toolType: string }): Promise<ToolCardData[]> =>
  unstable_cache(
    async (): Promise<ToolCardData[]> => {
      const db = await readDb()
      const typeFilter = tool.toolType === 'everyone' ? sql`` : sql`AND t.tool_type = ${tool.toolType}`
      const order = sql`t.performance_score DESC, t.id`
      const { rows } = await db.execute(
        withCardDetails(
          sql`SELECT ${pageColumns} FROM tools t
            WHERE ${listedTool} AND t.category_id = ${tool.categoryId} AND t.id <> ${tool.id} ${typeFilter}
            ORDER BY ${order} LIMIT 5`,
          order,
        ),
      )
      return toCards(rows)
    },
    ['similar-tools', String(tool.id), String(tool.categoryId), tool.toolType],
    { tags: [TAGS.tools, TAGS.tool(tool.slug)] },
  )()

/**
 * A published tool's card by slug (an article's tool card), or null. Tagged like the tool page:
 * a rename, reprice or unpublish shows at once.
 */
export const getToolCard = (slug: string): Promise<ToolCardData | null> =>
  unstable_cache(
    async (): Promise<ToolCardData | null> => {
      const db = await readDb()
      const order = sql`t.id`
      const { rows } = await db.execute(
        withCardDetails(sql`SELECT ${pageColumns} FROM tools t WHERE t._status = 'published' AND t.slug = ${slug} LIMIT 1`, order),
      )
      return toCards(rows)[0] ?? null
    },
    ['tool-card', slug],
    { tags: [TAGS.tools, TAGS.tool(slug)] },
  )()

/** Published tools by slug, in the order asked for (compare), tagged with each of them. */
export const getToolsBySlugs = (slugs: string[]): Promise<ToolDetail[]> =>
  unstable_cache(
    async (): Promise<ToolDetail[]> => {
      if (slugs.length === 0) return []
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'tools',
        where: { slug: { in: slugs } },
        limit: slugs.length,
        depth: 1,
        pagination: false,
        overrideAccess: false,
      })
      const bySlug = new Map(docs.map((tool) => [tool.slug, tool]))
      return slugs.flatMap((slug) => {
        const tool = bySlug.get(slug)
        if (!tool) return []
        return [
          {
            ...tool,
            category: typeof tool.category === 'object' ? tool.category : null,
            screenshot: typeof tool.screenshot === 'object' ? tool.screenshot : null,
          },
        ]
      })
    },
    ['tools-by-slugs', JSON.stringify(slugs)],
    { tags: [TAGS.tools, ...slugs.map(TAGS.tool)] },
  )()

/** Tools per page of the full list: today's catalogue is one page; a catalogue of 100k is a hundred. */
const FULL_LIST_PAGE_SIZE = 1_000

/** One page of every published tool, A–Z, with its type and primary category (the full list). */
export const getDirectoryPage = unstable_cache(
  async (page: number): Promise<DirectoryPage> => listDirectoryPage(await readDb(), page, FULL_LIST_PAGE_SIZE),
  ['directory-page'],
  { tags: [TAGS.tools, TAGS.categories, TAGS.listing({})] },
)

/** Slugs and last change of listed tools (published, not hidden as dead) for the sitemap (at most `limit`, most recent first). */
export const getSitemapTools = unstable_cache(
  async (limit: number): Promise<{ slug: string; updatedAt: string }[]> => {
    const db = await readDb()
    const { rows } = await db.execute(sql`
      SELECT t.slug, t.updated_at FROM tools t WHERE ${listedTool} AND t.slug IS NOT NULL
      ORDER BY updated_at DESC LIMIT ${limit}`)
    return rows.map((row) => ({ slug: String(row.slug), updatedAt: new Date(row.updated_at as string).toISOString() }))
  },
  ['sitemap-tools'],
  { tags: [TAGS.tools, TAGS.listing({})] },
)
