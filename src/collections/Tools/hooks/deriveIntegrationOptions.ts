import type { CollectionBeforeChangeHook } from 'payload'

import type { Tool } from '@/payload-types'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * The tool's Integrations text list follows its catalogued integrations: their names, in
 * the editor's order. A tool with no catalogued integration before or after the write keeps its
 * text list, the names a submission or the crawler found that nobody has matched to rows yet.
 */
export const deriveIntegrationOptions: CollectionBeforeChangeHook<Tool> = async ({ data, originalDoc, req }) => {
  if (data.integrations === undefined) return data
  const ids = (data.integrations ?? []).map(idOf)
  if (ids.length === 0) {
    if ((originalDoc?.integrations ?? []).length > 0) data.integrationOptions = []
    return data
  }
  const { docs } = await req.payload.find({
    collection: 'integrations',
    where: { id: { in: ids } },
    select: { name: true },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const names = new Map(docs.map((doc) => [doc.id, doc.name]))
  data.integrationOptions = ids.flatMap((id) => names.get(id) ?? [])
  return data
}
