import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Article } from '@/payload-types'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

export const purgeArticleAfterChange: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, req }) => {
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  await purgeCacheKeys([CACHE_KEYS.articles, ...[...slugs].map(CACHE_KEYS.article)], req)
  return doc
}

export const purgeArticleAfterDelete: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  await purgeCacheKeys([CACHE_KEYS.articles, ...(doc.slug ? [CACHE_KEYS.article(doc.slug)] : [])], req)
  return doc
}
