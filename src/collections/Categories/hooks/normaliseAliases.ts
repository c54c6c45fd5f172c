import type { CollectionBeforeValidateHook } from 'payload'

import { normaliseAlias } from '@/domains/directory'

/** Aliases are matched lower-cased and trimmed; keep them stored that way, without duplicates. */
export const normaliseAliases: CollectionBeforeValidateHook = ({ data }) => {
  if (!data?.aliases) return data
  const seen = new Set<string>()
  const aliases = (data.aliases as { alias?: string }[])
    .map((row) => ({ ...row, alias: normaliseAlias(row.alias ?? '') }))
    .filter((row) => row.alias && !seen.has(row.alias) && seen.add(row.alias))
  return { ...data, aliases }
}
