import type { Payload, PayloadRequest } from 'payload'

import { toolWebsite } from '@/domains/directory'
import type { Claim } from '@/payload-types'

import { claimDomain } from './claim-domain'

export type ClaimTarget = { id: number; name: string; slug: string; website: string; domain: string }

/** The published tool `slug` with the website and domain a claim proves; null when there is no such tool or it has no website. */
export async function claimTarget(payload: Payload, slug: string, req?: PayloadRequest): Promise<ClaimTarget | null> {
  const { docs } = await payload.find({
    collection: 'tools',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    select: { name: true, slug: true, sourceUrl: true, affiliateLink: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const tool = docs[0]
  const website = tool ? toolWebsite(tool) : null
  const domain = claimDomain(website)
  if (!tool || !website || !domain) return null
  return { id: tool.id, name: tool.name, slug: tool.slug ?? slug, website, domain }
}

/** The user's newest claim of the tool that is still open (awaiting proof or an editor), if any. */
export async function openClaimOf(payload: Payload, userId: number, toolId: number, req?: PayloadRequest): Promise<Claim | null> {
  const { docs } = await payload.find({
    collection: 'claims',
    where: { and: [{ claimant: { equals: userId } }, { tool: { equals: toolId } }, { status: { in: ['unverified', 'pending'] } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return docs[0] ?? null
}
