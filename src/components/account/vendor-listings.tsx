import config from '@payload-config'
import Link from 'next/link'
import { getPayload } from 'payload'

import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { billingMode } from '@/lib/payments/config'
import { formatUsd, PLANS } from '@/lib/payments/plans'

import { ManageBillingButton } from './manage-billing-button'

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'red'

const SUBMISSION_STATE: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'In review', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Not accepted', tone: 'red' },
}

const SPONSORSHIP_STATE: Record<string, { label: string; tone: Tone }> = {
  awaiting_payment_method: { label: 'Awaiting payment method', tone: 'neutral' },
  pending_review: { label: 'In review', tone: 'amber' },
  active: { label: 'Active', tone: 'green' },
  past_due: { label: 'Payment past due', tone: 'red' },
  cancelled: { label: 'Ended', tone: 'neutral' },
  rejected: { label: 'Not accepted', tone: 'red' },
}

const CHARGE_LABEL: Record<string, string> = {
  not_charged: 'Not charged yet',
  processing: 'Payment processing',
  succeeded: '$97 paid',
  failed: 'Payment failed — please update your card',
  invoiced: 'Invoice sent for $97',
}

const date = (value?: string | null) =>
  value ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : null

/** A vendor's own submissions and featured placements, read with their access (never anyone else's). */
export async function VendorListings({ userId }: { userId: number }) {
  const payload = await getPayload({ config })
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!user) return null
  const asUser = { ...user, collection: 'users' as const }
  const [submissions, sponsorships] = await Promise.all([
    payload.find({
      collection: 'submissions',
      where: { user: { equals: userId } },
      sort: '-createdAt',
      limit: 50,
      depth: 0,
      user: asUser,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'sponsorships',
      where: { user: { equals: userId } },
      sort: '-createdAt',
      limit: 50,
      depth: 0,
      user: asUser,
      overrideAccess: false,
    }),
  ])
  const stripe = billingMode() === 'stripe'

  return (
    <section aria-labelledby="vendor-listings" className="space-y-8">
      <h2 id="vendor-listings" className="text-xl font-semibold text-ink">
        Your listings
      </h2>
      <div className="space-y-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Submitted tools</h3>
        {submissions.docs.length === 0 ? (
          <p className="text-sm text-muted">
            No submissions yet. <Link className="font-medium text-brand-700 underline" href="/submit-tool">Submit a tool</Link>
          </p>
        ) : (
          <ul className="space-y-3">
            {submissions.docs.map((submission) => {
              const state = SUBMISSION_STATE[submission.reviewStatus] ?? { label: submission.reviewStatus, tone: 'neutral' as Tone }
              return (
                <li key={submission.id}>
                  <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <p className="font-medium text-ink">{submission.name}</p>
                      <p className="text-sm text-muted">
                        Submitted {date(submission.createdAt)}
                        {submission.reviewedAt ? ` · Reviewed ${date(submission.reviewedAt)}` : ''}
                        {' · '}
                        {CHARGE_LABEL[submission.chargeStatus ?? 'not_charged']}
                      </p>
                      {submission.reviewStatus === 'rejected' && submission.reviewNotes ? (
                        <p className="mt-1 text-sm text-muted">Reason: {submission.reviewNotes}</p>
                      ) : null}
                    </div>
                    <div className="flex items-center gap-3">
                      <Badge tone={state.tone}>{state.label}</Badge>
                      {stripe && submission.chargeStatus === 'failed' && submission.stripeCustomerId ? (
                        <ManageBillingButton kind="submissions" id={submission.id} label="Update card" />
                      ) : null}
                    </div>
                  </Card>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      <div className="space-y-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Featured placements</h3>
        {sponsorships.docs.length === 0 ? (
          <p className="text-sm text-muted">
            No featured placements. <Link className="font-medium text-brand-700 underline" href="/feature-tool">Feature a tool</Link>
          </p>
        ) : (
          <ul className="space-y-3">
            {sponsorships.docs.map((sponsorship) => {
              const state = SPONSORSHIP_STATE[sponsorship.status] ?? { label: sponsorship.status, tone: 'neutral' as Tone }
              const plan = PLANS[sponsorship.plan]
              const running = sponsorship.status === 'active' || sponsorship.status === 'past_due'
              return (
                <li key={sponsorship.id}>
                  <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div>
                      <p className="font-medium text-ink">{sponsorship.toolName}</p>
                      <p className="text-sm text-muted">
                        {plan.name} plan · {formatUsd(plan.monthlyCents)}/mo · Requested {date(sponsorship.createdAt)}
                        {sponsorship.startedAt ? ` · Started ${date(sponsorship.startedAt)}` : ''}
                        {sponsorship.endedAt ? ` · Ended ${date(sponsorship.endedAt)}` : ''}
                        {sponsorship.billingMode === 'manual' ? ' · Billed by invoice' : ''}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <Badge tone={state.tone}>{state.label}</Badge>
                      {stripe && running && sponsorship.stripeCustomerId ? (
                        <ManageBillingButton kind="sponsorships" id={sponsorship.id} label="Manage billing" />
                      ) : null}
                    </div>
                  </Card>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
