/** Prices in US cents: the $97 listing fee once, the placements per month. */
export const SUBMISSION_FEE_CENTS = 9_700
export const CURRENCY = 'usd'

export const PLANS = {
  basic: {
    name: 'Basic',
    monthlyCents: 25_000,
    lookupKey: 'hirestack_featured_basic_monthly',
    features: ['Featured placement on homepage', 'Premium badge on listing', 'Higher ranking in search results'],
  },
  premium: {
    name: 'Premium',
    monthlyCents: 50_000,
    lookupKey: 'hirestack_featured_premium_monthly',
    features: ['Everything in Basic', 'Featured case study', 'Detailed engagement analytics', 'Priority support'],
  },
} as const

export type PlanKey = keyof typeof PLANS

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`
}
