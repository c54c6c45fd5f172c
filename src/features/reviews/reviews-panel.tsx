'use client'

import { clsx } from 'clsx'
import { useState } from 'react'

import { type PublishedReview, type ReviewOrder, REVIEWS_SHOWN } from '@/domains/reviews/shared'

import { ReviewFormGate } from './review-form-gate'
import { ReviewItem } from './review-item'
import { useReviewState } from './use-review-state'

type Props = { toolId: number; toolName: string; count: number; newest: PublishedReview[]; helpful: PublishedReview[] }

const ORDERS: { value: ReviewOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
]

/**
 * The interactive part of the reviews section: before the first review an invitation to write it,
 * the write-a-review form (or why not), the order
 * (newest, or most "helpful" marks first), the reviews and their helpful, report and reply buttons.
 * Without JavaScript the newest reviews show as rendered on the server.
 */
export function ReviewsPanel({ toolId, toolName, count, newest, helpful }: Props) {
  const review = useReviewState(toolId)
  const [order, setOrder] = useState<ReviewOrder>('newest')
  // Marks given or taken back on this page, on top of the counts the page was rendered with.
  const [changed, setChanged] = useState<Map<number, boolean>>(new Map())
  const shown = order === 'newest' ? newest : helpful
  const initiallyMarked = new Set(review.state?.helpfulReviewIds ?? [])

  return (
    <div className="space-y-6">
      {count === 0 && !review.state?.ownReview ? (
        <p className="text-base font-medium text-ink" data-testid="review-invitation">
          Used {toolName}? Be the first to review it.
        </p>
      ) : null}
      <ReviewFormGate toolId={toolId} toolName={toolName} review={review} />
      {count > 0 ? (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {count > REVIEWS_SHOWN ? `The ${REVIEWS_SHOWN} ${order === 'newest' ? 'newest' : 'most helpful'} of ${count} reviews.` : null}
            </p>
            <div role="group" aria-label="Order reviews by" className="inline-flex rounded-lg border border-line bg-surface p-0.5">
              {ORDERS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={order === option.value}
                  onClick={() => setOrder(option.value)}
                  className={clsx(
                    'min-h-9 rounded-md px-3 text-sm font-medium max-md:min-h-11',
                    order === option.value ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
                  )}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
          <div className="mt-4" data-testid="review-list">
            {shown.map((item) => {
              const wasMarked = initiallyMarked.has(item.id)
              const marked = changed.get(item.id) ?? wasMarked
              return (
                <ReviewItem
                  key={item.id}
                  review={item}
                  toolName={toolName}
                  state={review.state}
                  helpful={{
                    marked,
                    count: item.helpfulCount + Number(marked) - Number(wasMarked),
                    onChange: (value) => setChanged((previous) => new Map(previous).set(item.id, value)),
                  }}
                />
              )
            })}
          </div>
        </div>
      ) : null}
    </div>
  )
}
