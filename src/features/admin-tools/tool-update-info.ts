import type { Payload } from 'payload'

export async function loadToolForUpdate(payload: Payload, slug: string) {
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
    // The crawl starts by itself when there is a source URL and no description or no last-validated
    // date: the page has nothing checked to show.
    shouldAutoCrawl: Boolean(tool.sourceUrl && (!tool.description || !tool.lastValidated)),
  }
}

export type ToolUpdateInfo = NonNullable<Awaited<ReturnType<typeof loadToolForUpdate>>>
