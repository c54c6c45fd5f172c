import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { ENRICHMENT_QUEUED, QUEUES } from '@/jobs/queues'
import { sqlFor } from '@/lib/db'
import { sponsorshipActiveEmail } from '@/lib/mail/templates/revenue-sponsorship'
import type { Media, Sponsorship, User } from '@/payload-types'

import { siteUrl } from './config'
import { sendRevenueEmail } from './notify'
import { type ReviewResult, reviewError } from './review-result'
import { categoryIdFor } from './sponsorship-category'
import { startSubscription } from './stripe-operations'
import { withLockedRow } from './transaction'

async function nextSponsoredOrder(payload: Payload, req: Partial<PayloadRequest>): Promise<number> {
  const db = await sqlFor(payload, req)
  const { rows } = await db.execute<{ next: number }>(
    sql`SELECT COALESCE(MAX(sponsored_order), 0) + 1 AS next FROM tools WHERE is_sponsored = true`,
  )
  return Number(rows[0]?.next ?? 1)
}

/**
 * The tool to promote: the linked one, else an existing tool of that name, else a new listing.
 * The sponsorship's category fills the tool's primary category when it has none.
 */
async function toolFor(payload: Payload, sponsorship: Sponsorship, req: Partial<PayloadRequest>): Promise<number> {
  const category = await categoryIdFor(payload, sponsorship.category, req)
  let toolId = sponsorship.tool ? (typeof sponsorship.tool === 'number' ? sponsorship.tool : sponsorship.tool.id) : undefined
  if (!toolId) {
    const existing = await payload.find({
      collection: 'tools',
      where: { name: { like: sponsorship.toolName } },
      limit: 10,
      depth: 0,
      req,
      overrideAccess: true,
      draft: true,
      select: { name: true },
    })
    toolId = existing.docs.find((tool) => tool.name.toLowerCase() === sponsorship.toolName.toLowerCase())?.id
  }
  if (toolId) {
    const tool = await payload.findByID({ collection: 'tools', id: toolId, depth: 0, req, overrideAccess: true, draft: true, select: { category: true } })
    if (!tool.category && category) {
      await payload.update({ collection: 'tools', id: toolId, req, overrideAccess: true, data: { category } })
    }
    return toolId
  }
  const logo = sponsorship.logo && typeof sponsorship.logo === 'object' ? (sponsorship.logo as Media) : undefined
  const created = await payload.create({
    collection: 'tools',
    req,
    overrideAccess: true,
    context: { [ENRICHMENT_QUEUED]: true },
    data: {
      name: sponsorship.toolName,
      description: sponsorship.description.slice(0, 2000),
      sourceUrl: sponsorship.toolUrl,
      category,
      toolType: 'recruiter',
      logo: logo?.url ?? undefined,
      isFounderSubmitted: true,
      createdBy: sponsorship.user ? (typeof sponsorship.user === 'number' ? sponsorship.user : sponsorship.user.id) : undefined,
      launchDate: new Date().toISOString(),
      _status: 'published',
    },
  })
  await payload.jobs.queue({ workflow: 'enrichTool', input: { toolId: created.id }, queue: QUEUES.enrichment, req: req as never })
  return created.id
}

/**
 * Starts the placement in one locked transaction: subscription from this moment (Stripe mode),
 * tool marked sponsored with the next `sponsoredOrder`, sponsorship active. A failure at Stripe
 * rolls everything back; a second approval finds the sponsorship already active.
 */
export async function approveSponsorship(payload: Payload, input: { id: number; admin: User }): Promise<ReviewResult> {
  let result: Sponsorship | ReviewResult
  try {
    result = await withLockedRow(payload, 'sponsorships', input.id, async (req) => {
      const sponsorship = await payload
        .findByID({ collection: 'sponsorships', id: input.id, depth: 1, req, overrideAccess: true })
        .catch(() => null)
      if (!sponsorship) return reviewError('Sponsorship not found', 404)
      if (sponsorship.status === 'awaiting_payment_method') {
        return reviewError('The vendor has not saved a payment method yet.', 409, sponsorship.status)
      }
      if (sponsorship.status !== 'pending_review') {
        return reviewError(`This sponsorship is already ${sponsorship.status.replace(/_/g, ' ')}.`, 409, sponsorship.status)
      }
      let subscriptionId: string | undefined
      if (sponsorship.billingMode === 'stripe') {
        if (!sponsorship.stripeCustomerId || !sponsorship.stripePaymentMethodId) {
          throw new Error('This sponsorship has no saved card to bill.')
        }
        const subscription = await startSubscription({
          sponsorshipId: sponsorship.id,
          customerId: sponsorship.stripeCustomerId,
          paymentMethodId: sponsorship.stripePaymentMethodId,
          plan: sponsorship.plan,
        })
        subscriptionId = subscription.subscriptionId
      }
      const toolId = await toolFor(payload, sponsorship, req)
      const sponsoredOrder = await nextSponsoredOrder(payload, req)
      await payload.update({
        collection: 'tools',
        id: toolId,
        req,
        overrideAccess: true,
        data: { isSponsored: true, sponsoredOrder },
      })
      return payload.update({
        collection: 'sponsorships',
        id: sponsorship.id,
        req,
        overrideAccess: true,
        data: {
          status: 'active',
          tool: toolId,
          sponsoredOrder,
          startedAt: new Date().toISOString(),
          stripeSubscriptionId: subscriptionId,
        },
      })
    })
  } catch (error) {
    payload.logger.error({ err: error, sponsorship: input.id }, 'sponsorship approval failed')
    return reviewError(`Approval failed and nothing was changed: ${(error as Error).message}`, 502)
  }
  if ('ok' in result) return result
  await sendRevenueEmail(
    payload,
    result.contactEmail,
    sponsorshipActiveEmail({
      toolName: result.toolName,
      siteUrl: siteUrl(),
      plan: result.plan,
      billing: result.billingMode === 'stripe' ? 'card' : 'invoice',
    }),
  )
  return {
    ok: true,
    status: 'active',
    message: result.billingMode === 'stripe' ? 'Approved; the subscription has started.' : 'Approved; invoice the vendor monthly.',
  }
}
