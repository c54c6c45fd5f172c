import type { Payload } from 'payload'

export interface ToolUpdateInfo {
  id: number
  name: string
  slug: string
  description: string | null
  category: string | null
  toolType: string
  pricing: string | null
  features: string[]
  lastValidated: string | null
  sourceUrl: string | null
  /** The crawl starts by itself when there is a source URL and no description or no last-validated date: the page has nothing checked to show. */
  shouldAutoCrawl: boolean
}

export async function loadToolForUpdate(payload: Payload, slug: string): Promise<ToolUpdateInfo | null> {
  const { docs } = await payload.find({
    collection: 'tools',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: true,
  })
  const tool = docs[0]
  if (!tool) return null
  const category = tool.category && typeof tool.category === 'object' ? tool.category.name : null
  return {
    id: tool.id,
    name: tool.name,
    slug: tool.slug ?? slug,
    description: tool.description ?? null,
    category,
    toolType: tool.toolType,
    pricing: tool.pricing ?? null,
    features: tool.features ?? [],
    lastValidated: tool.lastValidated ?? null,
    sourceUrl: tool.sourceUrl ?? null,
    shouldAutoCrawl: Boolean(tool.sourceUrl && (!tool.description || !tool.lastValidated)),
  }
}
