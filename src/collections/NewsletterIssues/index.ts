import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { newsletterIssueEndpoints } from '@/domains/newsletter'

import { newsletterEditor } from './editor'
import { keepSentIssues, keepSentIssuesUnchanged } from './hooks/keepSentIssuesUnchanged'

/** Written only by the send and the weekly job (overrideAccess), never through the form or the API. */
const systemOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Newsletter issues: editors compose (Lexical with tool cards), preview, mail a test to themselves
 * and send. Sending runs on the jobs queue (docs/newsletter.md); the sidebar shows its progress.
 */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    useAsTitle: 'subject',
    group: 'Community',
    defaultColumns: ['subject', 'status', 'origin', 'sentAt', 'updatedAt'],
    preview: (doc) => (typeof doc?.id === 'number' ? `/api/newsletter-issues/${doc.id}/preview` : null),
  },
  access: { read: isAdminOrEditor, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdmin },
  endpoints: newsletterIssueEndpoints,
  hooks: { beforeChange: [keepSentIssuesUnchanged], beforeDelete: [keepSentIssues] },
  fields: [
    {
      name: 'sending',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/payload-admin/newsletter-send-panel#NewsletterSendPanel' } },
    },
    { name: 'subject', type: 'text', required: true, maxLength: 150 },
    {
      name: 'preheader',
      type: 'text',
      maxLength: 200,
      admin: { description: 'The line mail clients show after the subject in the inbox.' },
    },
    { name: 'body', type: 'richText', required: true, editor: newsletterEditor },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'sending', label: 'Sending' },
        { value: 'sent', label: 'Sent' },
        { value: 'cancelled', label: 'Cancelled (stopped before everyone was mailed)' },
      ],
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'origin',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { value: 'editor', label: 'Written by an editor' },
        { value: 'weekly', label: 'Weekly draft (automatic)' },
      ],
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'weekKey', type: 'text', unique: true, access: systemOnly, admin: { position: 'sidebar', readOnly: true, description: 'The ISO week of a weekly draft.' } },
    { name: 'recipientsTotal', type: 'number', access: systemOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'sendStartedAt', type: 'date', access: systemOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'sentAt', type: 'date', access: systemOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'sendCancelledAt', type: 'date', access: systemOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'sentBy', type: 'relationship', relationTo: 'users', access: systemOnly, admin: { position: 'sidebar', readOnly: true } },
  ],
}
