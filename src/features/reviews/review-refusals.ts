/**
 * Why someone may not review a tool, in the words the form and the action show. Also what
 * the review form shows instead of itself (./review-form-gate.tsx).
 */
export const REVIEW_REFUSALS = {
  unauthenticated: 'Please sign in to write a review.',
  unverified: 'Please confirm your e-mail address before you write a review: open the link we sent you when you signed up.',
  not_found: 'This tool cannot be reviewed.',
  already_reviewed: 'You have already reviewed this tool. Each person reviews a tool once.',
  own_tool: 'You manage this listing, so you cannot review it. You can reply to its reviews instead.',
} as const

export type ReviewRefusal = keyof typeof REVIEW_REFUSALS
