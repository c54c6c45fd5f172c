import 'server-only'

import { unstable_cache } from 'next/cache'
import type { GlobalSlug } from 'payload'

import { LINKED_DOC_POPULATE } from '@/domains/content'
import type { Config } from '@/payload-types'
import { TAGS } from '@/platform/cache/tags'
import { payloadClient } from '@/server/payload-client'

type PageSlug = Extract<GlobalSlug, 'privacy-policy' | 'help-center' | 'review-process' | 'resources-hub'>

/** An editable static page (a Payload global), cached until an editor saves it. */
export function getPage<T extends PageSlug>(slug: T): Promise<Config['globals'][T]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      // Depth 1 gives rich-text links to a document the slug of their page, and nothing more.
      return payload.findGlobal({ slug, depth: 1, populate: LINKED_DOC_POPULATE, overrideAccess: false })
    },
    ['page', slug],
    { tags: [TAGS.page(slug)] },
  )()
}
