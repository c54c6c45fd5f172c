import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { cache } from 'react'
import { z } from 'zod'

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
  type AudienceMatches,
  otherAudienceMatches,
  pageColumns,
  queryFacetCounts,
  type SearchedToolPage,
  searchToolPage,
  searchVocabulary,
  toCards,
  type ToolCardData,
  type ToolFilters,
  withCardDetails,
} from '@/domains/directory'
import type { Category, Media, Tool } from '@/payload-types'
import { column, selectRows } from '@/platform/database/typed-rows'
import { payloadClient } from '@/server/payload-client'
import { readDb } from '@/server/read-db'

import { getCategoryCatalog } from './categories'
import { getIntegrationOptions } from './integrations'

/** A state's facets, integration slugs resolved against the catalogue (unknown ones listed, not matched). */
async function facetMatchOf(filters: ToolFilters): Promise<FacetMatch> {
  return facetMatch(filters, filters.integrations.length > 0 ? await getIntegrationOptions() : [])
}

/**
 * What a search's words match beside themselves (synonyms, corrections of unknown words), read once
 * per request: the page, its facet counts, the other audiences and the empty result's offers search
 * the same words.
 */
const vocabularyOf = cache(async (q: string, exact: boolean) => searchVocabulary(await readDb(), { q, exact }))

/** One page of the directory for a filter state, with its total. */
export async function getToolPage(filters: ToolFilters): Promise<SearchedToolPage> {
  const category = filters.category ? categoryMatchForSlug(filters.category, await getCategoryCatalog()) : null
  return searchToolPage(await readDb(), filters, category, await facetMatchOf(filters), await vocabularyOf(filters.q, filters.exact))
}

/** For a search: the matches of the audiences the selected one leaves out, each with its first few tools. */
export async function getOtherAudienceMatches(filters: ToolFilters): Promise<AudienceMatches[]> {
  const category = filters.category ? categoryMatchForSlug(filters.category, await getCategoryCatalog()) : null
  const db = await readDb()
  return otherAudienceMatches(db, filters, category, await facetMatchOf(filters), await vocabularyOf(filters.q, filters.exact))
}

/** Each facet option's count within a filter state's results (the integration, compliance and pricing facets). */
export async function getFacetCounts(filters: ToolFilters): Promise<FacetCounts> {
  const category = filters.category ? categoryMatchForSlug(filters.category, await getCategoryCatalog()) : null
  const db = await readDb()
  return queryFacetCounts(db, filters, category, await facetMatchOf(filters), await vocabularyOf(filters.q, filters.exact))
}

/** For a filter state that finds nothing: the states with a filter fewer that find something. */
export async function getEmptyResultOffers(filters: ToolFilters): Promise<MatchOffer[]> {
  const catalog = await getCategoryCatalog()
  const integrations = await getIntegrationOptions()
  const db = await readDb()
  return emptyResultOffers(
    db,
    filters,
    (slug) => categoryMatchForSlug(slug, catalog),
    (relaxed) => facetMatch(relaxed, integrations),
    await vocabularyOf(filters.q, filters.exact),
  )
}

export type ToolDetail = Tool & { category: Category | null; screenshot: Media | null }

function withRelations(tool: Tool): ToolDetail {
  return {
    ...tool,
    category: typeof tool.category === 'object' ? tool.category : null,
    screenshot: typeof tool.screenshot === 'object' ? tool.screenshot : null,
  }
}

/** A published tool with its category and screenshot, or null (read once per request: the page and its metadata share it). */
export const getToolBySlug = cache(async (slug: string): Promise<ToolDetail | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'tools', where: { slug: { equals: slug } }, limit: 1, depth: 1, pagination: false, overrideAccess: false })
  const tool = docs[0]
  return tool ? withRelations(tool) : null
})

/** Up to 5 tools of the same category and type (any type beside a tool for everyone), best performing first. */
export async function getSimilarTools(tool: { id: number; categoryId: number; toolType: string }): Promise<ToolCardData[]> {
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
}

/** A published tool's card by slug (an article's tool card), or null. */
export const getToolCard = cache(async (slug: string): Promise<ToolCardData | null> => {
  const db = await readDb()
  const order = sql`t.id`
  const { rows } = await db.execute(withCardDetails(sql`SELECT ${pageColumns} FROM tools t WHERE t._status = 'published' AND t.slug = ${slug} LIMIT 1`, order))
  return toCards(rows)[0] ?? null
})

/**
 * The listing shown as an example to tool makers: the most trending published tool that has no
 * paid placement (a plain listing is what the fee buys), preferring one its maker submitted.
 */
export async function getExampleListing(): Promise<ToolCardData | null> {
  const db = await readDb()
  const order = sql`t.is_founder_submitted DESC, t.trending_score DESC NULLS LAST, t.id`
  const { rows } = await db.execute(
    withCardDetails(sql`SELECT ${pageColumns} FROM tools t WHERE ${listedTool} AND t.is_sponsored IS NOT TRUE ORDER BY ${order} LIMIT 1`, order),
  )
  return toCards(rows)[0] ?? null
}

/** Published tools' cards by id, by name (a vendor's own tools). */
export async function getToolCardsByIds(ids: number[]): Promise<ToolCardData[]> {
  if (ids.length === 0) return []
  const db = await readDb()
  const list = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
  const order = sql`lower(t.name), t.id`
  const { rows } = await db.execute(withCardDetails(sql`SELECT ${pageColumns} FROM tools t WHERE ${listedTool} AND t.id = ANY(${list})`, order))
  return toCards(rows)
}

/** Published tools by slug, in the order asked for (compare). */
export async function getToolsBySlugs(slugs: string[]): Promise<ToolDetail[]> {
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
    return tool ? [withRelations(tool)] : []
  })
}

/** Tools per page of the full list: today's catalogue is one page; a catalogue of 100k is a hundred. */
const FULL_LIST_PAGE_SIZE = 1_000

/** One page of every published tool, A–Z, with its type and primary category (the full list). */
export async function getDirectoryPage(page: number): Promise<DirectoryPage> {
  return listDirectoryPage(await readDb(), page, FULL_LIST_PAGE_SIZE)
}

const sitemapToolRow = z.object({ slug: z.string(), updated_at: column.timestamp })

/** Slugs and last change of listed tools (published, not hidden as dead) for the sitemap (at most `limit`, most recent first). */
export async function getSitemapTools(limit: number): Promise<{ slug: string; updatedAt: string }[]> {
  const db = await readDb()
  const rows = await selectRows(db, 'the sitemap tools', sitemapToolRow, sql`
    SELECT t.slug, t.updated_at FROM tools t WHERE ${listedTool} AND t.slug IS NOT NULL
    ORDER BY updated_at DESC LIMIT ${limit}`)
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at).toISOString() }))
}
