import { env, liveEnv } from '@/platform/env'

/**
 * Which billing mode is live. Stripe needs all three keys; with none of them the app runs in
 * manual billing (the embedded default). Read on each call (`liveEnv`), so the jobs worker, the
 * tests and the app all see the same environment without a restart-only cache.
 */
export type StripeSettings = {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

export type BillingMode = 'stripe' | 'manual'

export function stripeSettings(): StripeSettings | null {
  const raw = liveEnv()
  const keys = [raw.STRIPE_SECRET_KEY, raw.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, raw.STRIPE_WEBHOOK_SECRET]
  if (keys.every((key) => !key)) return null
  if (keys.some((key) => !key)) {
    throw new Error(
      'Stripe is partly configured: set STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none of them for manual billing.',
    )
  }
  return {
    secretKey: raw.STRIPE_SECRET_KEY!,
    publishableKey: raw.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET!,
    host: raw.STRIPE_API_HOST,
    port: raw.STRIPE_API_PORT,
    protocol: raw.STRIPE_API_PROTOCOL,
  }
}

export function billingMode(): BillingMode {
  return stripeSettings() ? 'stripe' : 'manual'
}

export function siteUrl(): string {
  return env.SERVER_URL
}
