import type { CollectionBeforeChangeHook } from 'payload'

import type { Tool } from '@/payload-types'

/**
 * Records when a tool is first published (an approval, or an editor's publish), once: later edits,
 * unpublishing and publishing again keep it. The follow digest announces a tool by this moment.
 */
export const stampFirstPublished: CollectionBeforeChangeHook<Tool> = ({ data, originalDoc }) => {
  if (data._status !== 'published' || originalDoc?.firstPublishedAt || data.firstPublishedAt) return data
  return { ...data, firstPublishedAt: new Date().toISOString() }
}
