import type { Payload } from 'payload'

import { seedCategories } from './data'

/** Creates missing categories (matched by name); returns every category's id by name. */
export async function seedCategoryDocs(payload: Payload): Promise<Map<string, number>> {
  const existing = await payload.find({
    collection: 'categories',
    limit: 0,
    pagination: false,
    select: { name: true },
    overrideAccess: true,
  })
  const ids = new Map(existing.docs.map((doc) => [doc.name, doc.id]))
  for (const category of seedCategories) {
    if (ids.has(category.name)) continue
    const doc = await payload.create({
      collection: 'categories',
      data: {
        name: category.name,
        description: category.description,
        toolTypes: category.toolTypes,
        aliases: category.aliases.map((alias) => ({ alias })),
      },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    ids.set(doc.name, doc.id)
  }
  return ids
}
