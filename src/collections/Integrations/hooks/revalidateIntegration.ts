import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Integration } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { TAGS } from '@/platform/cache/tags'

/**
 * An integration's name, kind or website shows on its listing and on every page of a tool that
 * lists it (tool pages, compare): like a category edit, it expires its listing and `tools`.
 */
export const revalidateIntegrationAfterChange: CollectionAfterChangeHook<Integration> = async ({ doc, previousDoc, req }) => {
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  await revalidateTags([TAGS.tools, ...[...slugs].map(TAGS.integration)], req)
  return doc
}

export const revalidateIntegrationAfterDelete: CollectionAfterDeleteHook<Integration> = async ({ doc, req }) => {
  await revalidateTags([TAGS.tools, ...(doc.slug ? [TAGS.integration(doc.slug)] : [])], req)
  return doc
}
