import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { adminOnlyPaymentData as internal, writtenByReviewOnly as access } from '@/access/paymentStateFields'
import { requestFollowerOrAdmin } from '@/access/requestFollowerOrAdmin'
import { AUDIENCES, BILLING_MODES, CHARGE_STATES, REVIEW_STATES, reviewEndpoint } from '@/domains/vendors'
import { contactEmailField } from '@/fields/contact-email'

import { approveSubmission } from './approve-submission'
import { rejectSubmission } from './reject-submission'

/**
 * Paid "submit a tool" requests. Created by the submit-tool action; only admins review them, with
 * the Approve and Reject buttons of the admin's review panel (POST /api/submissions/:id/approve|reject).
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  admin: {
    useAsTitle: 'name',
    group: 'Vendors',
    defaultColumns: ['name', 'contactEmail', 'reviewStatus', 'billingMode', 'chargeStatus', 'createdAt'],
  },
  access: { read: requestFollowerOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [
    reviewEndpoint('approve', (req, input) => approveSubmission(req.payload, input)),
    reviewEndpoint('reject', (req, input) => rejectSubmission(req.payload, input)),
  ],
  fields: [
    {
      name: 'review',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/payload-admin/review-actions#ReviewSubmissionActions' },
      },
    },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'website', type: 'text', required: true, maxLength: 500 },
    { name: 'description', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'audience', type: 'select', required: true, options: [...AUDIENCES] },
    { name: 'features', type: 'textarea', required: true, maxLength: 5000 },
    contactEmailField,
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    {
      type: 'collapsible',
      label: 'Payment',
      fields: [
        { name: 'billingMode', type: 'select', required: true, defaultValue: 'manual', options: [...BILLING_MODES], access },
        { name: 'stripeCustomerId', type: 'text', access: internal },
        // One SetupIntent saves one submission: a double click or a second tab finds the first.
        { name: 'stripeSetupIntentId', type: 'text', unique: true, access: internal },
        { name: 'stripePaymentMethodId', type: 'text', access: internal },
        { name: 'chargeStatus', type: 'select', defaultValue: 'not_charged', options: [...CHARGE_STATES], access },
        { name: 'stripePaymentIntentId', type: 'text', access: internal },
        { name: 'chargeError', type: 'text', access: internal },
      ],
    },
    {
      type: 'collapsible',
      label: 'Review',
      fields: [
        { name: 'reviewStatus', type: 'select', required: true, defaultValue: 'pending', options: [...REVIEW_STATES], index: true, access },
        { name: 'reviewNotes', type: 'textarea', access },
        { name: 'reviewedAt', type: 'date', access },
        { name: 'reviewedBy', type: 'relationship', relationTo: 'users', access: internal },
        { name: 'tool', type: 'relationship', relationTo: 'tools', access },
      ],
    },
  ],
}
