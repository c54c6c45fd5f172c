import type { Payload } from 'payload'

import type { Media, Tool } from '@/payload-types'
import type { TxReq } from '@/platform/database/transaction'
import { ENRICHMENT_QUEUED, QUEUES } from '@/platform/jobs/queues'

export type Listing = {
  name: string
  description: string
  sourceUrl: string
  /** A submission's audience; a placement's category group (sponsorshipToolType). AI categorisation may refine it. */
  toolType?: Tool['toolType']
  features?: string[]
  category?: number | null
  logo?: number | Media | null
  createdBy?: number
  /** False while a declined card keeps an approved submission unlisted. */
  published: boolean
}

async function logoUrl(payload: Payload, logo: Listing['logo'], req: TxReq): Promise<string | undefined> {
  if (logo == null) return undefined
  const media = typeof logo === 'object' ? logo : await payload.findByID({ collection: 'media', id: logo, depth: 0, req, overrideAccess: true }).catch(() => null)
  return media?.url ?? undefined
}

/**
 * The directory listing of an approved submission or featured placement: founder-submitted,
 * launched now, validation and content pending, the vendor's uploaded logo, and its enrichment
 * (crawl, screenshot, AI content) queued in the same transaction as the approval.
 */
export async function createListedTool(payload: Payload, listing: Listing, req: TxReq): Promise<Tool> {
  const tool = await payload.create({
    collection: 'tools',
    req,
    overrideAccess: true,
    draft: !listing.published,
    // Queued below, in the approval's transaction; the Tools hook must not queue it a second time.
    context: { [ENRICHMENT_QUEUED]: true },
    data: {
      name: listing.name,
      description: listing.description.slice(0, 2000),
      sourceUrl: listing.sourceUrl,
      toolType: listing.toolType ?? 'recruiter',
      features: listing.features,
      category: listing.category ?? undefined,
      logo: await logoUrl(payload, listing.logo, req),
      isFounderSubmitted: true,
      createdBy: listing.createdBy,
      launchDate: new Date().toISOString(),
      validationStatus: 'pending',
      contentStatus: 'pending',
      _status: listing.published ? 'published' : 'draft',
    },
  })
  await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: tool.id }, queue: QUEUES.enrichment, req })
  return tool
}
