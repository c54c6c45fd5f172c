import 'server-only'

import { unstable_cache } from 'next/cache'

import { type IntegrationListing, type IntegrationOption, queryIntegrationListing, queryIntegrationOptions } from '@/domains/directory'
import { TAGS } from '@/platform/cache/tags'
import { readDb } from '@/server/read-db'

/**
 * The tools that integrate with one integration (`/integrations/<slug>`), or null for an unknown
 * slug. Tagged with the integration's listing, which a tool write expires for the integrations it
 * lists before and after the write, and with `tools` (the ranking's order).
 */
export const getIntegrationListing = (slug: string, limit: number): Promise<IntegrationListing | null> =>
  unstable_cache(async () => queryIntegrationListing(await readDb(), slug, limit), ['integration-listing', slug, String(limit)], {
    tags: [TAGS.tools, TAGS.integration(slug)],
  })()

/** Every integration (id, name, slug), A–Z. An integration's edit or delete expires `tools`. */
export const getIntegrationOptions = unstable_cache(async (): Promise<IntegrationOption[]> => queryIntegrationOptions(await readDb()), ['integration-options'], {
  tags: [TAGS.tools],
})
