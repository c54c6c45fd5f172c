import type { BillingMode } from '@/domains/vendors'

const DESCRIPTIONS = {
  submission: "Your submission is complete and pending review. We'll notify you once it's approved!",
  sponsorship: 'Your submission is complete and pending review!',
} as const

const STRIPE_TITLES = { submission: 'Payment method saved successfully', sponsorship: 'Payment method saved' } as const

/**
 * The success toasts after the payment step. With Stripe the title says the card was saved; in
 * manual billing no card was saved, so the title says what did happen (docs/payments.md).
 */
export function savedToast(flow: keyof typeof DESCRIPTIONS, mode: BillingMode) {
  return { title: mode === 'stripe' ? STRIPE_TITLES[flow] : 'Submission received', description: DESCRIPTIONS[flow] }
}
