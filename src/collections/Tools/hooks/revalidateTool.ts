import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Tool } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { TAGS } from '@/platform/cache/tags'

export const revalidateToolAfterChange: CollectionAfterChangeHook<Tool> = async ({ doc, previousDoc, req }) => {
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  await revalidateTags([TAGS.tools, ...[...slugs].map(TAGS.tool)], req)
  return doc
}

export const revalidateToolAfterDelete: CollectionAfterDeleteHook<Tool> = async ({ doc, req }) => {
  await revalidateTags([TAGS.tools, ...(doc.slug ? [TAGS.tool(doc.slug)] : [])], req)
  return doc
}
