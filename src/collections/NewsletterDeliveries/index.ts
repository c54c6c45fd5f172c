import type { CollectionConfig } from 'payload'

import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { nobody } from '@/access/nobody'

/**
 * One row per issue and subscriber (unique together): the record that makes a send resumable and
 * keeps anyone from getting an issue twice. Written only by the send (SQL); staff read it.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: 'Newsletter delivery', plural: 'Newsletter deliveries' },
  admin: { group: 'Community', defaultColumns: ['issue', 'subscriber', 'status', 'attempts', 'sentAt'] },
  access: { read: isAdminOrEditor, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['issue', 'subscriber'], unique: true }],
  fields: [
    { name: 'issue', type: 'relationship', relationTo: 'newsletter-issues', required: true, index: true },
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'sending', label: 'Sending' },
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed' },
        { value: 'skipped', label: 'Skipped (unsubscribed)' },
        { value: 'uncertain', label: 'Uncertain (sender stopped mid-mail; not resent)' },
        { value: 'cancelled', label: 'Cancelled (the send was stopped before its turn)' },
      ],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'claimedAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
    { name: 'lastError', type: 'text' },
  ],
}
