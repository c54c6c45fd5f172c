/** What follows a featured-placement request: the three next steps of the thank-you page (spec §2). */
export const PLACEMENT_NEXT_STEPS = [
  'Our team reviews your tool for quality and fit.',
  'Your featured placement goes live once approved.',
  'You receive a confirmation email when it is live.',
] as const

/** The in-form confirmation (step 5) adds the billing note of spec §2. */
export const CONFIRMATION_NEXT_STEPS = [...PLACEMENT_NEXT_STEPS, 'Billing starts only after approval.'] as const
