import type { Payload, PayloadRequest } from 'payload'

import { normaliseAlias } from '@/domains/directory'

/**
 * The Categories row for a sponsorship's category text (one of the form's SPONSORSHIP_CATEGORIES), by name or
 * through the categories' alias table ("sourcing" → Candidate Sourcing), compared the way the
 * alias normalisation compares. "Other", or a name no category knows, gives none: the tool's
 * enrichment categorises it later.
 */
export async function categoryIdFor(payload: Payload, raw: string, req?: Partial<PayloadRequest>): Promise<number | null> {
  const wanted = normaliseAlias(raw)
  if (!wanted) return null
  const { docs } = await payload.find({
    collection: 'categories',
    where: { or: [{ name: { like: wanted } }, { 'aliases.alias': { equals: wanted } }] },
    limit: 20,
    depth: 0,
    select: { name: true, aliases: true },
    overrideAccess: true,
    req,
  })
  const byName = docs.find((category) => normaliseAlias(category.name) === wanted)
  const byAlias = docs.find((category) => category.aliases?.some((row) => row.alias && normaliseAlias(row.alias) === wanted))
  return (byName ?? byAlias)?.id ?? null
}
