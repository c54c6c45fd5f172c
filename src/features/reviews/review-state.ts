import type { ReviewRefusal } from './review-refusals'
import type { ReviewStatus } from './review-statuses'

/** The visitor's own side of a tool's reviews, loaded by the browser from /me/reviews (the page is the same for everyone). */
export type ReviewState = {
  signedIn: boolean
  /** Why the visitor cannot write a review now, or null when the form is theirs to fill in. */
  refusal: ReviewRefusal | null
  ownReview: { status: ReviewStatus; title: string; createdAt: string } | null
  /** Whether the visitor is the tool's vendor, who may reply once to each review. */
  vendor: boolean
  helpfulReviewIds: number[]
}

export const SIGNED_OUT_REVIEW_STATE: ReviewState = { signedIn: false, refusal: 'unauthenticated', ownReview: null, vendor: false, helpfulReviewIds: [] }
