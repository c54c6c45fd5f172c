import { ArrowRight, ExternalLink, Megaphone, Send } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Badge, type BadgeTone as Tone } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatUsd, PLANS } from '@/domains/vendors'
import { ManageBillingButton } from '@/features/sponsorships/client'
import type { VendorSponsorship, VendorSubmission } from '@/queries/vendor-listings'

import { sponsorshipNextStep, submissionNextStep } from './listing-next-steps'

const SUBMISSION_STATE: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'In review', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Not accepted', tone: 'red' },
}

const SPONSORSHIP_STATE: Record<string, { label: string; tone: Tone }> = {
  awaiting_payment_method: { label: 'Awaiting payment method', tone: 'neutral' },
  pending_review: { label: 'In review', tone: 'amber' },
  activating: { label: 'Starting', tone: 'amber' },
  payment_failed: { label: 'First payment failed', tone: 'red' },
  active: { label: 'Active', tone: 'green' },
  past_due: { label: 'Payment past due', tone: 'red' },
  cancelled: { label: 'Ended', tone: 'neutral' },
  rejected: { label: 'Not accepted', tone: 'red' },
}

const CHARGE_LABEL: Record<string, string> = {
  not_charged: 'Not charged yet',
  charging: 'Payment in progress',
  succeeded: '$97 paid',
  failed: 'Payment failed — please update your card',
  invoiced: 'Invoice sent for $97',
}

const date = (value?: string | null) =>
  value ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : null

const details = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ')

function ListingRow(props: {
  title: string
  toolSlug: string | null
  meta: string
  next: string
  note?: string | null
  state: { label: string; tone: Tone }
  action?: ReactNode
}) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span className="break-words">{props.title}</span>
            {props.toolSlug ? (
              <Link href={`/tools/${props.toolSlug}`} className="inline-flex items-center gap-1 text-sm font-normal text-brand-700 hover:underline">
                View listing <ExternalLink aria-hidden className="size-3.5" />
              </Link>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-muted">{props.meta}</p>
          <p className="mt-2 flex gap-1.5 text-sm text-ink">
            <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {props.next}
          </p>
          {props.note ? <p className="mt-1 text-sm text-muted">Reason: {props.note}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <Badge tone={props.state.tone}>{props.state.label}</Badge>
          {props.action}
        </div>
      </Card>
    </li>
  )
}

/** One kind of request: its heading, then its rows, or where to make the first one. */
function ListingGroup(props: { icon: ReactNode; title: string; empty: { text: string; href: string; action: string }; children: ReactNode[] }) {
  return (
    <div className="space-y-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
        {props.icon} {props.title}
      </h3>
      {props.children.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-white p-6 text-center">
          <p className="text-sm text-muted">{props.empty.text}</p>
          <ButtonLink href={props.empty.href} variant="secondary" size="sm" className="mt-3">
            {props.empty.action}
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-3">{props.children}</ul>
      )}
    </div>
  )
}

/** A vendor's own submissions and featured placements with state, plan, dates and billing actions. */
export function VendorListings(props: { submissions: VendorSubmission[]; sponsorships: VendorSponsorship[]; stripe: boolean }) {
  return (
    <section aria-labelledby="vendor-listings" className="space-y-8">
      <h2 id="vendor-listings" className="text-xl font-semibold text-ink">
        Your listings
      </h2>
      <ListingGroup
        icon={<Send aria-hidden className="size-4" />}
        title="Submitted tools"
        empty={{ text: 'No submissions yet.', href: '/submit-tool', action: 'Submit a tool' }}
      >
        {props.submissions.map((submission) => (
          <ListingRow
            key={submission.id}
            title={submission.name}
            toolSlug={submission.toolSlug}
            meta={details(
              `Submitted ${date(submission.createdAt)}`,
              submission.reviewedAt && `Reviewed ${date(submission.reviewedAt)}`,
              CHARGE_LABEL[submission.chargeStatus ?? 'not_charged'],
            )}
            next={submissionNextStep(submission)}
            note={submission.reviewStatus === 'rejected' ? submission.reviewNotes : null}
            state={SUBMISSION_STATE[submission.reviewStatus] ?? { label: submission.reviewStatus, tone: 'neutral' }}
            action={
              submission.cardUpdatePath ? (
                <ButtonLink href={submission.cardUpdatePath} variant="outline" size="sm">
                  Update card
                </ButtonLink>
              ) : null
            }
          />
        ))}
      </ListingGroup>
      <ListingGroup
        icon={<Megaphone aria-hidden className="size-4" />}
        title="Featured placements"
        empty={{ text: 'No featured placements yet.', href: '/feature-tool', action: 'Feature a tool' }}
      >
        {props.sponsorships.map((sponsorship) => {
          const plan = PLANS[sponsorship.plan]
          const running = sponsorship.status === 'active' || sponsorship.status === 'past_due'
          const billed = running || sponsorship.status === 'payment_failed'
          return (
            <ListingRow
              key={sponsorship.id}
              title={sponsorship.toolName}
              toolSlug={running ? sponsorship.toolSlug : null}
              meta={details(
                `${plan.name} plan · ${formatUsd(plan.monthlyCents)}/mo`,
                `Requested ${date(sponsorship.createdAt)}`,
                sponsorship.startedAt && `Started ${date(sponsorship.startedAt)}`,
                sponsorship.endedAt && `Ended ${date(sponsorship.endedAt)}`,
                sponsorship.billingMode === 'manual' && 'Billed by invoice',
              )}
              next={sponsorshipNextStep(sponsorship)}
              note={sponsorship.status === 'rejected' ? sponsorship.reviewNotes : null}
              state={SPONSORSHIP_STATE[sponsorship.status] ?? { label: sponsorship.status, tone: 'neutral' }}
              action={
                props.stripe && billed && sponsorship.billingMode === 'stripe' ? (
                  <ManageBillingButton kind="sponsorships" id={sponsorship.id} label="Manage billing" />
                ) : null
              }
            />
          )
        })}
      </ListingGroup>
    </section>
  )
}
