import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { nobody } from '@/access/nobody'
import { reportStatusField } from '@/fields/report-status'

import { REVIEW_REPORT_DETAILS_MAX, REVIEW_REPORT_REASONS } from './review-report-schema'

/**
 * Visitors' reports about a published review. Anyone may report (through the review's report form
 * and its rate-limited action only); editors and admins work the queue and unpublish the review
 * when the report holds.
 */
export const ReviewReports: CollectionConfig = {
  slug: 'review-reports',
  admin: {
    group: 'Moderation',
    defaultColumns: ['review', 'reason', 'status', 'createdAt'],
    description: 'Reviews that visitors reported. Open the review, reject it if the report holds, then mark the report reviewed or dismissed.',
  },
  access: {
    create: nobody,
    read: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdmin,
  },
  fields: [
    reportStatusField,
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: REVIEW_REPORT_REASONS.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'details', type: 'textarea', maxLength: REVIEW_REPORT_DETAILS_MAX, admin: { readOnly: true } },
    { name: 'reportedBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
  ],
}
