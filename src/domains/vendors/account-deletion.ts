import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Sponsorship, Submission } from '@/payload-types'
import { sqlFor } from '@/platform/database/db'

/** Placements billed, or being billed, month by month: they end before the account does. */
const RUNNING: Sponsorship['status'][] = ['activating', 'payment_failed', 'active', 'past_due']
/** Requests that never billed anything: they go with the account. */
const UNBILLED_SPONSORSHIP: Sponsorship['status'][] = ['awaiting_payment_method', 'pending_review', 'rejected']
const UNBILLED_SUBMISSION: Submission['reviewStatus'][] = ['pending', 'rejected']

/**
 * Why the account of `userId` can't be deleted yet because of money that is moving, in words that
 * say what to do, or null. An account is never deleted under a running placement: there is no
 * cancellation in our payments code (Stripe's customer portal and the webhooks end a subscription,
 * an admin ends an invoiced one), and deleting the account would leave it billing with nobody to
 * see it. Locks the account's requests for the caller's transaction, so an approval can't start
 * billing one of them meanwhile (approvals lock the same rows, billing-claim.ts).
 */
export async function vendorDeletionRefusal(payload: Payload, req: PayloadRequest, userId: number): Promise<string | null> {
  const db = await sqlFor(payload, req)
  await db.execute(sql`SELECT id FROM sponsorships WHERE user_id = ${userId} FOR UPDATE`)
  await db.execute(sql`SELECT id FROM submissions WHERE user_id = ${userId} FOR UPDATE`)
  const owned = { req, overrideAccess: true, depth: 0, limit: 1, pagination: false } as const
  const running = await payload.find({
    collection: 'sponsorships',
    where: { and: [{ user: { equals: userId } }, { status: { in: RUNNING } }] },
    select: { toolName: true, billingMode: true },
    ...owned,
  })
  const placement = running.docs[0]
  if (placement) {
    const end = placement.billingMode === 'stripe' ? 'Cancel it with "Manage billing" under Your listings' : 'Reply to its invoice to end it'
    return `Your featured placement for ${placement.toolName} is still running. ${end}, then delete your account.`
  }
  const charging = await payload.find({
    collection: 'submissions',
    where: { and: [{ user: { equals: userId } }, { chargeStatus: { equals: 'charging' } }] },
    select: { name: true },
    ...owned,
  })
  const submission = charging.docs[0]
  return submission ? `The listing fee for ${submission.name} is being charged right now. Please try again in a few minutes.` : null
}

/**
 * What a deleted account's vendor requests become: those that never billed are deleted; those that
 * did (an approved listing, an ended placement) stay as the business's billing records, no longer
 * linked to any account. Call after vendorDeletionRefusal, in the same transaction.
 */
export async function releaseVendorRequests(payload: Payload, req: PayloadRequest, userId: number): Promise<void> {
  const mine = { user: { equals: userId } }
  const options = { req, overrideAccess: true, depth: 0 } as const
  await payload.delete({ collection: 'submissions', where: { and: [mine, { reviewStatus: { in: UNBILLED_SUBMISSION } }] }, ...options })
  await payload.delete({ collection: 'sponsorships', where: { and: [mine, { status: { in: UNBILLED_SPONSORSHIP } }] }, ...options })
  await payload.update({ collection: 'submissions', where: mine, data: { user: null }, ...options })
  await payload.update({ collection: 'sponsorships', where: mine, data: { user: null }, ...options })
}
