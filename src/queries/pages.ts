import 'server-only'

import type { GlobalSlug } from 'payload'
import { cache } from 'react'

import { LINKED_DOC_POPULATE } from '@/domains/content'
import type { Config } from '@/payload-types'
import { payloadClient } from '@/server/payload-client'

type PageSlug = Extract<GlobalSlug, 'privacy-policy' | 'help-center' | 'review-process' | 'resources-hub'>

/** An editable static page (a Payload global); read once per request, for the page and its metadata. */
export const getPage = cache(async <T extends PageSlug>(slug: T): Promise<Config['globals'][T]> => {
  const payload = await payloadClient()
  // Depth 1 gives rich-text links to a document the slug of their page, and nothing more.
  return payload.findGlobal({ slug, depth: 1, populate: LINKED_DOC_POPULATE, overrideAccess: false })
})
