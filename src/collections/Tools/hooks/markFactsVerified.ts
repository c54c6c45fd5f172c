import type { CollectionBeforeChangeHook } from 'payload'

import type { Tool } from '@/payload-types'

/** The admin's "Mark facts verified now" box stamps the check's time; the box itself is not stored. */
export const markFactsVerified: CollectionBeforeChangeHook<Tool> = ({ data }) => {
  if (data.markFactsVerified) data.factsVerifiedAt = new Date().toISOString()
  return data
}
