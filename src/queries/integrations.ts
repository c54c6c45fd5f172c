import 'server-only'

import { cache } from 'react'

import { type IntegrationListing, type IntegrationOption, queryIntegrationListing, queryIntegrationOptions } from '@/domains/directory'
import { readDb } from '@/server/read-db'

/** The tools that integrate with one integration (`/integrations/<slug>`), or null for an unknown slug. */
export const getIntegrationListing = cache(async (slug: string, limit: number): Promise<IntegrationListing | null> =>
  queryIntegrationListing(await readDb(), slug, limit),
)

/** Every integration (id, name, slug), A–Z; read once per request, as the layout, the filters and the results all use it. */
export const getIntegrationOptions = cache(async (): Promise<IntegrationOption[]> => queryIntegrationOptions(await readDb()))
