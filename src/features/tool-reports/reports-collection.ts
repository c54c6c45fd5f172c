import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { reportStatusField } from '@/fields/report-status'

import { REPORT_REASONS } from './report-schema'

/**
 * Visitors' reports of broken or misleading listings. The public creates them only through the
 * report form's server action (validated and rate-limited); only admins read and work the queue.
 */
export const Reports: CollectionConfig = {
  slug: 'reports',
  admin: {
    group: 'Moderation',
    useAsTitle: 'toolSlug',
    defaultColumns: ['toolSlug', 'reason', 'status', 'createdAt'],
    listSearchableFields: ['toolSlug', 'details', 'email'],
    description: 'Problems visitors reported with listed tools. Mark each one reviewed or dismissed.',
  },
  access: {
    create: nobody,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    reportStatusField,
    { name: 'tool', type: 'relationship', relationTo: 'tools', admin: { position: 'sidebar' } },
    { name: 'toolSlug', label: 'Tool slug', type: 'text', maxLength: 120, index: true, admin: { readOnly: true } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: REPORT_REASONS.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'details', type: 'textarea', required: true, minLength: 10, maxLength: 2000, admin: { readOnly: true } },
    { name: 'email', label: 'Reporter email', type: 'email', admin: { readOnly: true } },
    { name: 'reportedBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
  ],
}
