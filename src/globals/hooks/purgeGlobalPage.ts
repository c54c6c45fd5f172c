import type { GlobalAfterChangeHook } from 'payload'

import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

/** Expires the cached page that renders this global (returning nothing keeps the document as saved). */
export const purgeGlobalPage: GlobalAfterChangeHook = async ({ global, req }) => {
  await purgeCacheKeys([CACHE_KEYS.page(global.slug)], req)
}
