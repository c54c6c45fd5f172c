import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Integration } from '@/payload-types'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

/**
 * An integration's name, kind or website shows on its listing and on every page of a tool that
 * lists it (tool pages, compare): like a category edit, it expires its listing and `tools`.
 */
export const purgeIntegrationAfterChange: CollectionAfterChangeHook<Integration> = async ({ doc, previousDoc, req }) => {
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  await purgeCacheKeys([CACHE_KEYS.tools, ...[...slugs].map(CACHE_KEYS.integration)], req)
  return doc
}

export const purgeIntegrationAfterDelete: CollectionAfterDeleteHook<Integration> = async ({ doc, req }) => {
  await purgeCacheKeys([CACHE_KEYS.tools, ...(doc.slug ? [CACHE_KEYS.integration(doc.slug)] : [])], req)
  return doc
}
