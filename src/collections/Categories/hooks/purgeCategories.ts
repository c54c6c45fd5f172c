import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Category } from '@/payload-types'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

export const purgeCategoriesAfterChange: CollectionAfterChangeHook<Category> = async ({ doc, req }) => {
  await purgeCacheKeys([CACHE_KEYS.categories, CACHE_KEYS.tools], req)
  return doc
}

export const purgeCategoriesAfterDelete: CollectionAfterDeleteHook<Category> = async ({ doc, req }) => {
  await purgeCacheKeys([CACHE_KEYS.categories, CACHE_KEYS.tools], req)
  return doc
}
