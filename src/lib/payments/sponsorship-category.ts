import type { Payload, PayloadRequest } from 'payload'

import { buildAliasIndex, normaliseCategoryName } from '@/lib/category-aliases'

/**
 * The Categories row for a sponsorship's category text (one of the spec §3 options, or an alias
 * of a category such as "sourcing"), matched through the categories' alias table. "Other", or a
 * name no category knows, gives none: the tool's enrichment categorises it later.
 */
export async function categoryIdFor(payload: Payload, raw: string, req?: Partial<PayloadRequest>): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'categories',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { name: true, aliases: true },
    overrideAccess: true,
    req,
  })
  const canonical = normaliseCategoryName(raw, buildAliasIndex(docs)).toLowerCase()
  return docs.find((category) => category.name.toLowerCase() === canonical)?.id ?? null
}
