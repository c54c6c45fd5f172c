import type { GlobalAfterChangeHook } from 'payload'

import { TAGS } from '@/lib/cache-tags'
import { revalidateTags } from '@/lib/revalidate'

/** Expires the cached page that renders this global. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await revalidateTags([TAGS.page(global.slug)], req)
  return doc
}
