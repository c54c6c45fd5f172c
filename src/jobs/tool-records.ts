import type { Payload } from 'payload'

import type { CategoryWithAliases } from '@/domains/directory'
import type { Tool } from '@/payload-types'

/** Jobs act as the system: they read drafts too and bypass access (the job was queued by staff). */
export async function loadTool(payload: Payload, id: number): Promise<Tool> {
  return payload.findByID({ collection: 'tools', id, depth: 0, draft: true, overrideAccess: true })
}

export async function updateTool(payload: Payload, id: number, data: Partial<Tool>): Promise<Tool> {
  return payload.update({ collection: 'tools', id, data, depth: 0, overrideAccess: true })
}

export async function loadCategories(payload: Payload): Promise<(CategoryWithAliases & { id: number })[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { name: true, aliases: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, aliases: doc.aliases }))
}
