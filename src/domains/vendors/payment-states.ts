export const BILLING_MODES = ['stripe', 'manual'] as const
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const
// `charging`: claimed for a charge at Stripe, outcome not recorded yet (payments/billing-claim.ts).
export const CHARGE_STATES = ['not_charged', 'charging', 'succeeded', 'failed', 'invoiced'] as const
export const SPONSORSHIP_STATES = [
  'awaiting_payment_method',
  'pending_review',
  // Claimed by an approval while Stripe starts the subscription (payments/billing-claim.ts).
  'activating',
  // Approved, but Stripe could not collect the first month: not live until its invoice is paid.
  'payment_failed',
  'active',
  'past_due',
  'cancelled',
  'rejected',
] as const
export const SPONSORSHIP_PLANS = ['basic', 'premium'] as const
export const AUDIENCES = ['recruiters', 'job_seekers', 'both', 'other'] as const
