'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { authUrlFor } from '@/domains/accounts/shared'
import { formatDate } from '@/platform/text/format-date'

import { REVIEW_REFUSALS } from './review-refusals'
import type { LoadedReviewState } from './use-review-state'

// Only a signed-in member with a confirmed address gets the form: its validation code loads then.
const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), {
  loading: () => <p className="text-sm text-muted">Loading the review form…</p>,
})

const OWN_REVIEW_STATUS = {
  pending: 'It is waiting for a moderator; it will appear here once published.',
  published: 'It is published below.',
  rejected: 'A moderator did not publish it.',
} as const

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-line bg-surface p-4 text-sm text-ink">
      {children}
    </div>
  )
}

/**
 * The write-a-review form for those who may write one; for everyone else, why not and what to do:
 * sign in, confirm the e-mail address, or their own review's state.
 */
export function ReviewFormGate({ toolId, toolName, review }: { toolId: number; toolName: string; review: LoadedReviewState }) {
  const pathname = usePathname()
  const { status, state } = review
  if (status === 'loading') return <p className="text-sm text-muted">Loading…</p>
  if (status === 'error' || !state) return <Notice>We could not load the review form. Please reload the page.</Notice>
  if (state.ownReview) {
    return (
      <Notice>
        <p className="font-medium">
          You reviewed {toolName} on {formatDate(state.ownReview.createdAt)}: “{state.ownReview.title}”.
        </p>
        <p className="mt-1 text-muted">{OWN_REVIEW_STATUS[state.ownReview.status]} Each person reviews a tool once.</p>
      </Notice>
    )
  }
  if (state.refusal === 'unauthenticated') {
    return (
      <Notice>
        <Link href={authUrlFor(`${pathname}#reviews`)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-900">
          Sign in to write a review
        </Link>
        <p className="text-muted">Reviews are written by signed-in members with a confirmed e-mail address.</p>
      </Notice>
    )
  }
  if (state.refusal) return <Notice>{REVIEW_REFUSALS[state.refusal]}</Notice>
  return <ReviewForm toolId={toolId} toolName={toolName} onSubmitted={review.reload} />
}
