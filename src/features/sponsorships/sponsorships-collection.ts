import type { CollectionConfig, FieldAccessArgs } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { adminOnlyPaymentData as internal, writtenByReviewOnly as access } from '@/access/paymentStateFields'
import { requestFollowerOrAdmin } from '@/access/requestFollowerOrAdmin'
import { BILLING_MODES, reviewEndpoint, SPONSORSHIP_PLANS, SPONSORSHIP_STATES } from '@/domains/vendors'
import { contactEmailField } from '@/fields/contact-email'
import type { Sponsorship } from '@/payload-types'

import { approveSponsorship } from './approve-sponsorship'
import { rejectSponsorship } from './reject-sponsorship'

/** Featured placements (Basic $250/mo, Premium $500/mo), billed only after an admin approves. */
export const Sponsorships: CollectionConfig = {
  slug: 'sponsorships',
  admin: {
    useAsTitle: 'toolName',
    group: 'Vendors',
    defaultColumns: ['toolName', 'plan', 'status', 'billingMode', 'contactEmail', 'createdAt'],
  },
  access: { read: requestFollowerOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [
    reviewEndpoint('approve', (req, input) => approveSponsorship(req.payload, input)),
    reviewEndpoint('reject', (req, input) => rejectSponsorship(req.payload, input)),
  ],
  fields: [
    {
      name: 'review',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/payload-admin/review-actions#ReviewSponsorshipActions' },
      },
    },
    { name: 'toolName', type: 'text', required: true, maxLength: 120 },
    { name: 'toolUrl', type: 'text', required: true, maxLength: 500 },
    { name: 'category', type: 'text', required: true, maxLength: 80 },
    { name: 'description', type: 'textarea', required: true, maxLength: 5000 },
    contactEmailField,
    { name: 'companyName', type: 'text', maxLength: 160 },
    { name: 'phoneNumber', type: 'text', maxLength: 40 },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'plan', type: 'select', required: true, defaultValue: 'basic', options: [...SPONSORSHIP_PLANS] },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting_payment_method',
      options: [...SPONSORSHIP_STATES],
      index: true,
      access,
      admin: { position: 'sidebar' },
    },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    {
      name: 'tool',
      type: 'relationship',
      relationTo: 'tools',
      // Before approval an admin may point the request at an existing listing; after it, the
      // placement's tool is what the webhooks unsponsor.
      access: { update: ({ doc }: FieldAccessArgs<Sponsorship>) => doc?.status === 'awaiting_payment_method' || doc?.status === 'pending_review' },
      admin: { position: 'sidebar' },
    },
    { name: 'sponsoredOrder', type: 'number', access, admin: { position: 'sidebar' } },
    {
      type: 'collapsible',
      label: 'Billing',
      fields: [
        { name: 'billingMode', type: 'select', required: true, defaultValue: 'manual', options: [...BILLING_MODES], access },
        { name: 'stripeCheckoutSessionId', type: 'text', index: true, access: internal },
        { name: 'stripeCustomerId', type: 'text', access: internal },
        { name: 'stripePaymentMethodId', type: 'text', access: internal },
        { name: 'stripeSubscriptionId', type: 'text', index: true, access: internal },
        { name: 'startedAt', type: 'date', access },
        { name: 'endedAt', type: 'date', access },
        { name: 'reviewNotes', type: 'textarea', access },
      ],
    },
  ],
}
