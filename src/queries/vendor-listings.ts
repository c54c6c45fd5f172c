import 'server-only'

import type { Payload } from 'payload'

import { cardUpdatePath, followedRequests } from '@/domains/vendors'
import type { User } from '@/payload-types'

type SignedIn = User & { collection: 'users' }

const slugOf = (tool: unknown) =>
  tool && typeof tool === 'object' && '_status' in tool && tool._status === 'published' && 'slug' in tool ? String(tool.slug) : null

/**
 * The submissions and featured placements an account follows, newest first: those it made, and
 * those made signed out with its verified address as the contact e-mail (followedRequests), read
 * with the account's own access (the collections' row rules). Per user, so never cached.
 */
export async function vendorListings(payload: Payload, user: SignedIn) {
  const own = { where: followedRequests(user), sort: '-createdAt', limit: 50, depth: 1, user, overrideAccess: false } as const
  const common = { billingMode: true, reviewNotes: true, tool: true, createdAt: true } as const
  const [submissions, sponsorships] = await Promise.all([
    payload.find({
      collection: 'submissions',
      ...own,
      select: { ...common, name: true, reviewStatus: true, reviewedAt: true, chargeStatus: true },
    }),
    payload.find({
      collection: 'sponsorships',
      ...own,
      select: { ...common, toolName: true, plan: true, status: true, startedAt: true, endedAt: true },
    }),
  ])
  return {
    submissions: submissions.docs.map(({ tool, ...doc }) => ({
      ...doc,
      toolSlug: slugOf(tool),
      cardUpdatePath: doc.billingMode === 'stripe' && doc.chargeStatus === 'failed' ? cardUpdatePath(payload, doc.id) : null,
    })),
    sponsorships: sponsorships.docs.map(({ tool, ...doc }) => ({ ...doc, toolSlug: slugOf(tool) })),
  }
}

type VendorListings = Awaited<ReturnType<typeof vendorListings>>
export type VendorSubmission = VendorListings['submissions'][number]
export type VendorSponsorship = VendorListings['sponsorships'][number]
