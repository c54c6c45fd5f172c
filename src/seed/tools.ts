import type { Payload } from 'payload'

import { slugify } from '@/platform/text/slugify'

import type { SeedTool } from './data/schema'
import { hasSeedFacts, seedFactsData } from './tool-facts'

/**
 * A seeded tool's fields. Its launch date is the one the facts file knows, else none: the seed
 * invents no date, so "New" shows only for a tool launched or listed in the last 7 days.
 */
export function seedToolData(tool: SeedTool, ids: SeedIds, index: number, now: number) {
  const categoryId = (name: string) => {
    const id = ids.categories.get(name)
    if (id === undefined) throw new Error(`Seed tool "${tool.name}" names unknown category "${name}"`)
    return id
  }
  const slug = tool.slug ?? slugify(tool.name)
  return {
    name: tool.name,
    slug,
    description: tool.description,
    toolSummary: tool.description.split(/(?<=\.)\s/)[0],
    category: categoryId(tool.category),
    categories: tool.secondaryCategories.map(categoryId),
    tags: tool.tags,
    toolType: tool.toolType,
    priceRange: tool.priceRange,
    pricing: tool.pricing,
    features: tool.features,
    keyBenefits: tool.keyBenefits,
    integrationOptions: tool.integrations,
    sourceUrl: tool.sourceUrl,
    ...seedFactsData(tool, slug, ids.integrations),
    // The list's order, later entries newer, as before: an order, not a date anyone is shown.
    creationOrder: now + index,
    contentStatus: 'reviewed' as const,
    _status: 'published' as const,
  }
}

/** The ids the seeded tools refer to: categories by name, integrations by lower-case name. */
export type SeedIds = { categories: Map<string, number>; integrations: Map<string, number> }

/**
 * Creates the seeded tools that are missing (matched by slug). Existing ones are left untouched,
 * except that a seeded tool with no facts yet (no facts source, no catalogued integration: seeded
 * before the facts existed) receives the seed's facts once, its invented launch date replaced.
 */
export async function seedToolDocs(payload: Payload, tools: SeedTool[], ids: SeedIds): Promise<number> {
  const existing = await payload.find({
    collection: 'tools',
    limit: 0,
    pagination: false,
    draft: true,
    depth: 0,
    select: { slug: true, factsSource: true, integrations: true },
    overrideAccess: true,
  })
  const bySlug = new Map(existing.docs.map((doc) => [doc.slug, doc]))
  const now = Date.now()
  let created = 0
  for (const [index, tool] of tools.entries()) {
    const data = seedToolData(tool, ids, index, now)
    const current = bySlug.get(data.slug)
    if (!current) {
      await payload.create({ collection: 'tools', data, overrideAccess: true, context: { seedWrite: true } })
      created += 1
    } else if (!current.factsSource && !current.integrations?.length && hasSeedFacts(data.slug)) {
      await payload.update({ collection: 'tools', id: current.id, data: seedFactsData(tool, data.slug, ids.integrations), overrideAccess: true, context: { seedWrite: true } })
    }
  }
  return created
}
