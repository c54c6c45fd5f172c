import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import { toolShownTagsOf } from '@/domains/directory'
import type { Tool } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { sqlFor } from '@/platform/database/db'

/**
 * A tool edit expires the pages that showed the tool before it and the pages that show it after
 * (its page, its listings, its category neighbours' similar tools, article tool links), read in the
 * write's own transaction before and after the row changes; never every page with tools.
 */
const shownBefore = (id: number | string) => `toolShownBefore:${id}`

async function shownTags(req: PayloadRequest, id: number): Promise<string[]> {
  if (req.context?.disableRevalidate) return []
  return toolShownTagsOf(await sqlFor(req.payload, req), id)
}

export const rememberToolPagesBeforeChange: CollectionBeforeChangeHook<Tool> = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && originalDoc) req.context[shownBefore(originalDoc.id)] = await shownTags(req, originalDoc.id)
  return data
}

export const revalidateToolAfterChange: CollectionAfterChangeHook<Tool> = async ({ doc, req }) => {
  const before = (req.context[shownBefore(doc.id)] as string[] | undefined) ?? []
  await revalidateTags([...new Set([...before, ...(await shownTags(req, doc.id))])], req)
  return doc
}

export const rememberToolPagesBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  req.context[shownBefore(id)] = await shownTags(req, Number(id))
}

export const revalidateToolAfterDelete: CollectionAfterDeleteHook<Tool> = async ({ doc, req }) => {
  await revalidateTags((req.context[shownBefore(doc.id)] as string[] | undefined) ?? [], req)
  return doc
}
