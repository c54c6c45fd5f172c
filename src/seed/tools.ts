import type { Payload } from 'payload'

import { slugify } from '@/platform/text/slugify'

import type { SeedTool } from './data/types'

const DAY = 24 * 60 * 60 * 1000

/**
 * When each seeded tool was listed: the last few in the list count as just added (so the "New"
 * badge has something to show on a fresh install), the rest spread over the past year.
 */
function listedAt(index: number, total: number, now: number): Date {
  const fromEnd = total - 1 - index
  if (fromEnd < 4) return new Date(now - (fromEnd + 1) * DAY)
  return new Date(now - (10 + ((index * 37) % 360)) * DAY)
}

export function seedToolData(tool: SeedTool, categoryIds: Map<string, number>, index: number, total: number, now: number) {
  const categoryId = (name: string) => {
    const id = categoryIds.get(name)
    if (id === undefined) throw new Error(`Seed tool "${tool.name}" names unknown category "${name}"`)
    return id
  }
  const listed = listedAt(index, total, now)
  return {
    name: tool.name,
    slug: tool.slug ?? slugify(tool.name),
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
    launchDate: listed.toISOString(),
    creationOrder: listed.getTime(),
    contentStatus: 'reviewed' as const,
    _status: 'published' as const,
  }
}

/** Creates the seeded tools that are missing (matched by slug); existing ones are left untouched. */
export async function seedToolDocs(
  payload: Payload,
  tools: SeedTool[],
  categoryIds: Map<string, number>,
): Promise<number> {
  const existing = await payload.find({
    collection: 'tools',
    limit: 0,
    pagination: false,
    draft: true,
    select: { slug: true },
    overrideAccess: true,
  })
  const slugs = new Set(existing.docs.map((doc) => doc.slug))
  const now = Date.now()
  let created = 0
  for (const [index, tool] of tools.entries()) {
    const data = seedToolData(tool, categoryIds, index, tools.length, now)
    if (slugs.has(data.slug)) continue
    await payload.create({ collection: 'tools', data, overrideAccess: true, context: { disableRevalidate: true } })
    created += 1
  }
  return created
}
