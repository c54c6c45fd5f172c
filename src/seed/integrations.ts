import type { Payload } from 'payload'

import { seedIntegrations } from './data'

/** Creates the missing catalogued integrations (matched by slug); returns every integration's id by lower-case name. */
export async function seedIntegrationDocs(payload: Payload): Promise<Map<string, number>> {
  const existing = await payload.find({
    collection: 'integrations',
    limit: 0,
    pagination: false,
    select: { name: true, slug: true },
    overrideAccess: true,
  })
  const slugs = new Set(existing.docs.map((doc) => doc.slug))
  const ids = new Map(existing.docs.map((doc) => [doc.name.toLowerCase(), doc.id]))
  for (const integration of seedIntegrations) {
    if (slugs.has(integration.slug)) continue
    const doc = await payload.create({ collection: 'integrations', data: integration, overrideAccess: true, context: { seedWrite: true } })
    ids.set(doc.name.toLowerCase(), doc.id)
  }
  return ids
}
