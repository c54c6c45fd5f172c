import 'server-only'

import { unstable_cache } from 'next/cache'

import {
  categoryNamesForType,
  type CategoryOption,
  loadCatalog,
  toCategoryOptions,
  type ToolTypeValue,
} from '@/domains/directory'
import { TAGS } from '@/platform/cache/tags'
import { readDb } from '@/server/read-db'

/** Every category row with aliases (the normalisation table lives in the data). */
export const getCategoryCatalog = unstable_cache(async () => loadCatalog(await readDb()), ['category-catalog'], {
  tags: [TAGS.categories],
})

/** The categories a tool type browses (spec §7 read 2), without "All". */
export const getCategoryOptions = unstable_cache(
  async (type: ToolTypeValue): Promise<CategoryOption[]> => {
    const catalog = await getCategoryCatalog()
    const names = await categoryNamesForType(await readDb(), type, catalog)
    return toCategoryOptions(names, catalog)
  },
  ['category-options'],
  { tags: [TAGS.categories, TAGS.tools, TAGS.listing({})] },
)
