import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

import { normaliseEmail } from './hooks/normaliseEmail'

/** Public sign-ups go through the newsletter action (validated, rate-limited); the API is admin-only. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', group: 'Community', defaultColumns: ['email', 'status', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [normaliseEmail] },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'subscribed',
      options: ['subscribed', 'unsubscribed'],
    },
    { name: 'unsubscribeToken', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
}
