import type { PayloadRequest } from 'payload'

import type { IntegrationRef } from './fact-change'

/** Every catalogued integration, A–Z: what a check looks for in a site's text. */
export async function integrationCatalogue(req: PayloadRequest): Promise<IntegrationRef[]> {
  const { docs } = await req.payload.find({
    collection: 'integrations',
    select: { name: true },
    sort: 'name',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name }))
}
