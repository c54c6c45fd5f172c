import type { CollectionAfterChangeHook } from 'payload'

import type { Integration } from '@/payload-types'

/**
 * A renamed integration renames itself in the text list of every tool that lists it: each tool is
 * saved with its own integrations again, so its `deriveIntegrationOptions` hook rewrites the names,
 * in the rename's transaction.
 */
export const syncToolIntegrationNames: CollectionAfterChangeHook<Integration> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.name === doc.name) return doc
  const { docs } = await req.payload.find({
    collection: 'tools',
    where: { integrations: { in: [doc.id] } },
    select: { integrations: true },
    depth: 0,
    limit: 0,
    pagination: false,
    draft: true,
    overrideAccess: true,
    req,
  })
  for (const tool of docs) {
    await req.payload.update({
      collection: 'tools',
      id: tool.id,
      data: { integrations: tool.integrations ?? [] },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return doc
}
