import 'server-only'

import { unstable_cache } from 'next/cache'

import {
  categoryNamesForType,
  type CategoryOption,
  type CountedCategory,
  loadCatalog,
  toCategoryOptions,
  type ToolTypeValue,
  withToolCounts,
} from '@/domains/directory'
import { TAGS } from '@/platform/cache/tags'
import { readDb } from '@/server/read-db'

/** Every category row with aliases (the normalisation table lives in the data). */
export const getCategoryCatalog = unstable_cache(async () => loadCatalog(await readDb()), ['category-catalog'], {
  tags: [TAGS.categories],
})

/** The categories a tool type browses (its own, plus those its audience tags widen it to), without "All". */
export const getCategoryOptions = unstable_cache(
  async (type: ToolTypeValue): Promise<CategoryOption[]> => {
    const catalog = await getCategoryCatalog()
    const names = await categoryNamesForType(await readDb(), type, catalog)
    return toCategoryOptions(names, catalog)
  },
  ['category-options'],
  { tags: [TAGS.categories, TAGS.tools, TAGS.listing({})] },
)

/** The categories index: each category of a tool type with the number of tools its listing shows. */
export const getCountedCategories = unstable_cache(
  async (type: ToolTypeValue): Promise<CountedCategory[]> => {
    const catalog = await getCategoryCatalog()
    return withToolCounts(await readDb(), type, await getCategoryOptions(type), catalog)
  },
  ['counted-categories'],
  // Any tool's edit can change a count: every tool edit expires `listing:all`.
  { tags: [TAGS.categories, TAGS.tools, TAGS.listing({})] },
)
