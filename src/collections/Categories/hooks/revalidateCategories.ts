import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Category } from '@/payload-types'
import { revalidateTags } from '@/platform/cache/revalidate'
import { TAGS } from '@/platform/cache/tags'

export const revalidateCategoriesAfterChange: CollectionAfterChangeHook<Category> = async ({ doc, req }) => {
  await revalidateTags([TAGS.categories, TAGS.tools], req)
  return doc
}

export const revalidateCategoriesAfterDelete: CollectionAfterDeleteHook<Category> = async ({ doc, req }) => {
  await revalidateTags([TAGS.categories, TAGS.tools], req)
  return doc
}
