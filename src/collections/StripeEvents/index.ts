import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * Every Stripe webhook event handled, keyed by its unique event id: a redelivered event finds
 * its row and is acknowledged without being processed again. Written only by the webhook route.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { useAsTitle: 'eventId', group: 'Vendors', defaultColumns: ['eventId', 'type', 'outcome', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'outcome', type: 'text', maxLength: 500 },
  ],
}
