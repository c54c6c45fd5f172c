import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import { toolShownKeysOf } from '@/domains/directory'
import type { Tool } from '@/payload-types'
import { purgeCacheKeys } from '@/platform/cache/purge'
import { sqlFor } from '@/platform/database/db'

/**
 * A tool edit purges the pages that showed the tool before it and the pages that show it after
 * (its page, its listings, its category neighbours' similar tools, article tool links), read in the
 * write's own transaction before and after the row changes; never every page with tools.
 */
const shownBefore = (id: number | string) => `toolShownBefore:${id}`

async function shownKeys(req: PayloadRequest, id: number): Promise<string[]> {
  if (req.context?.seedWrite) return []
  return toolShownKeysOf(await sqlFor(req.payload, req), id)
}

export const rememberToolPagesBeforeChange: CollectionBeforeChangeHook<Tool> = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && originalDoc) req.context[shownBefore(originalDoc.id)] = await shownKeys(req, originalDoc.id)
  return data
}

export const purgeToolAfterChange: CollectionAfterChangeHook<Tool> = async ({ doc, req }) => {
  const before = (req.context[shownBefore(doc.id)] as string[] | undefined) ?? []
  await purgeCacheKeys([...new Set([...before, ...(await shownKeys(req, doc.id))])], req)
  return doc
}

export const rememberToolPagesBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  req.context[shownBefore(id)] = await shownKeys(req, Number(id))
}

export const purgeToolAfterDelete: CollectionAfterDeleteHook<Tool> = async ({ doc, req }) => {
  await purgeCacheKeys((req.context[shownBefore(doc.id)] as string[] | undefined) ?? [], req)
  return doc
}
