export const BILLING_MODES = ['stripe', 'manual'] as const
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const
export const CHARGE_STATES = ['not_charged', 'succeeded', 'failed', 'invoiced'] as const
export const SPONSORSHIP_STATES = [
  'awaiting_payment_method',
  'pending_review',
  // Approved, but Stripe could not collect the first month: not live until its invoice is paid.
  'payment_failed',
  'active',
  'past_due',
  'cancelled',
  'rejected',
] as const
export const SPONSORSHIP_PLANS = ['basic', 'premium'] as const
export const AUDIENCES = ['recruiters', 'job_seekers', 'both', 'other'] as const
