import Stripe from 'stripe'

import { stripeSettings } from './config'

let cached: { key: string; client: Stripe } | undefined

/** The Stripe SDK for the configured account; host/port/protocol overrides point it at a test server. */
export function stripeClient(): Stripe {
  const settings = stripeSettings()
  if (!settings) throw new Error('Stripe is not configured (manual billing mode).')
  const key = JSON.stringify([settings.secretKey, settings.host, settings.port, settings.protocol])
  if (cached?.key === key) return cached.client
  const client = new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    appInfo: { name: 'HireStack' },
  })
  cached = { key, client }
  return client
}

/**
 * Cards only, for every SetupIntent, Checkout Session, charge and subscription: a card charged
 * off-session succeeds or fails at once, so no payment is left "processing" (as bank debits
 * would be) while a tool goes live on it.
 */
export const CARD_ONLY: ['card'] = ['card']
