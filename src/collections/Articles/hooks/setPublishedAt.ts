import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'

/**
 * Dates an article the first time it is published, so the hub, the feed and the structured data
 * show when it went live. A date the editor set (a backdated piece) or an earlier publication
 * date is kept; drafts stay undated.
 */
export const setPublishedAt: CollectionBeforeChangeHook<Article> = ({ data, originalDoc }) => {
  if (data._status !== 'published' || data.publishedAt || originalDoc?.publishedAt) return data
  return { ...data, publishedAt: new Date().toISOString() }
}
