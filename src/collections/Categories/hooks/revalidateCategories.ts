import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { TAGS } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidate'

export const revalidateCategoriesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateTags([TAGS.categories, TAGS.tools], req)
  return doc
}

export const revalidateCategoriesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateTags([TAGS.categories, TAGS.tools], req)
  return doc
}
