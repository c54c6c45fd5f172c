import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

import { deleteDeliveries } from './delete-deliveries'
import { normaliseEmail } from './normalise-email'

/**
 * Public sign-ups go through the newsletter action (validated, rate-limited); the API is admin-only.
 * Double opt-in: an address is `pending` until its reader presses the button behind the mailed
 * confirmation link; only `subscribed` addresses receive issues (docs/newsletter.md).
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', group: 'Community', defaultColumns: ['email', 'status', 'confirmedAt', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [normaliseEmail], beforeDelete: [deleteDeliveries] },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending confirmation' },
        { value: 'subscribed', label: 'Subscribed (confirmed)' },
        { value: 'unsubscribed', label: 'Unsubscribed' },
      ],
    },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true, description: 'When the reader confirmed from the mailed link.' } },
    { name: 'confirmToken', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'confirmExpiresAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribeToken', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
}
