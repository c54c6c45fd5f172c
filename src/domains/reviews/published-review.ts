import type { ReviewRole } from './roles'

/** A published review as the tool page shows it: the author by display name only. */
export type PublishedReview = {
  id: number
  rating: number
  title: string
  body: string
  role: ReviewRole
  author: string
  createdAt: string
  helpfulCount: number
  vendorReply: string | null
  vendorRepliedAt: string | null
}

/** How many reviews the page lists per order; the count and average always cover every published review. */
export const REVIEWS_SHOWN = 50

export type ReviewOrder = 'newest' | 'helpful'
