import { z } from 'zod'

/**
 * Which billing mode is live. Stripe needs all three keys; with none of them the app runs in
 * manual billing (the embedded default). Read on each call, not at import, so the jobs worker,
 * the tests and the app all see the same environment without a restart-only cache.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const schema = z.object({
  STRIPE_SECRET_KEY: optional,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
})

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
  const raw = schema.parse({
    ...process.env,
    STRIPE_API_PORT: process.env.STRIPE_API_PORT || undefined,
    STRIPE_API_PROTOCOL: process.env.STRIPE_API_PROTOCOL || undefined,
  })
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
  return (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
}
