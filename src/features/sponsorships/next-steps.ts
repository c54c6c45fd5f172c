/** What follows a featured-placement request: the three next steps of the thank-you page (review, live once approved, confirmation e-mail). */
export const PLACEMENT_NEXT_STEPS = [
  'Our team reviews your tool for quality and fit.',
  'Your featured placement goes live once approved.',
  'You receive a confirmation email when it is live.',
] as const

/** The in-form confirmation (step 5) also says that billing starts only after approval. */
export const CONFIRMATION_NEXT_STEPS = [...PLACEMENT_NEXT_STEPS, 'Billing starts only after approval.'] as const
