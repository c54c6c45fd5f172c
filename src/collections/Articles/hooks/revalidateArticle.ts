import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Article } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { TAGS } from '@/platform/cache/tags'

export const revalidateArticleAfterChange: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, req }) => {
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  await revalidateTags([TAGS.articles, ...[...slugs].map(TAGS.article)], req)
  return doc
}

export const revalidateArticleAfterDelete: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  await revalidateTags([TAGS.articles, ...(doc.slug ? [TAGS.article(doc.slug)] : [])], req)
  return doc
}
