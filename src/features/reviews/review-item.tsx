'use client'

import dynamic from 'next/dynamic'

import { type PublishedReview, REVIEW_ROLES } from '@/domains/reviews/shared'
import { formatDate } from '@/platform/text/format-date'

import { HelpfulButton } from './helpful-button'
import { ReportReview } from './report-review-button'
import type { ReviewState } from './review-state'
import { Stars } from './stars'

// Shown only to the tool's vendor: the reply form and its validation code load for them alone.
const VendorReplyForm = dynamic(() => import('./vendor-reply-form').then((module) => module.VendorReplyForm))

type Props = {
  review: PublishedReview
  toolName: string
  state: ReviewState | null
  helpful: { marked: boolean; count: number; onChange: (helpful: boolean) => void }
}

function helpfulRefusal(state: ReviewState | null): string | null {
  if (!state) return 'Loading…'
  return state.signedIn ? null : 'Please sign in to mark reviews helpful.'
}

/** One published review: stars, title, who wrote it in which role and when, the text, the vendor's reply, and its buttons. */
export function ReviewItem({ review, toolName, state, helpful }: Props) {
  const role = REVIEW_ROLES.find((option) => option.value === review.role)?.label ?? 'Other'
  return (
    <article className="border-t border-line py-5 first:border-0 first:pt-0" aria-labelledby={`review-${review.id}-title`} data-review-id={review.id}>
      <Stars value={review.rating} />
      <h3 id={`review-${review.id}-title`} className="mt-1.5 text-base font-semibold break-words text-ink">
        {review.title}
      </h3>
      <p className="mt-0.5 text-xs text-muted">
        {review.author} · {role} · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink">{review.body}</p>
      {review.vendorReply ? (
        <div className="mt-4 rounded-xl border-l-4 border-brand-300 bg-brand-50/60 p-4" data-testid="vendor-reply">
          <p className="text-xs font-semibold text-brand-800">
            Reply from {toolName}
            {review.vendorRepliedAt ? <span className="font-normal text-muted"> · {formatDate(review.vendorRepliedAt)}</span> : null}
          </p>
          <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line text-ink">{review.vendorReply}</p>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <HelpfulButton reviewId={review.id} count={helpful.count} marked={helpful.marked} disabledReason={helpfulRefusal(state)} onChange={helpful.onChange} />
        <ReportReview reviewId={review.id} />
        {state?.vendor && !review.vendorReply ? <VendorReplyForm reviewId={review.id} /> : null}
      </div>
    </article>
  )
}
