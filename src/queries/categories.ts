import 'server-only'

import { cache } from 'react'

import {
  categoryNamesForType,
  type CategoryOption,
  type CountedCategory,
  loadCatalog,
  toCategoryOptions,
  type ToolTypeValue,
  withToolCounts,
} from '@/domains/directory'
import { readDb } from '@/server/read-db'

/** Every category row with aliases (the normalisation table lives in the data); read once per request. */
export const getCategoryCatalog = cache(async () => loadCatalog(await readDb()))

/** The categories a tool type browses (its own, plus those its audience tags widen it to), without "All". */
export const getCategoryOptions = cache(async (type: ToolTypeValue): Promise<CategoryOption[]> => {
  const catalog = await getCategoryCatalog()
  const names = await categoryNamesForType(await readDb(), type, catalog)
  return toCategoryOptions(names, catalog)
})

/** The categories index: each category of a tool type with the number of tools its listing shows. */
export async function getCountedCategories(type: ToolTypeValue): Promise<CountedCategory[]> {
  const catalog = await getCategoryCatalog()
  return withToolCounts(await readDb(), type, await getCategoryOptions(type), catalog)
}
