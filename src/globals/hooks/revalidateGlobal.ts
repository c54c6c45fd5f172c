import type { GlobalAfterChangeHook } from 'payload'

import { revalidateTags } from '@/platform/cache/revalidate'
import { TAGS } from '@/platform/cache/tags'

/** Expires the cached page that renders this global (returning nothing keeps the document as saved). */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, req }) => {
  await revalidateTags([TAGS.page(global.slug)], req)
}
