import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { nobody } from '@/access/nobody'
import { CASE_STUDY_LIMITS, CASE_STUDY_STATUSES } from '@/domains/vendors'

/**
 * Premium vendors' requests for a featured case study, made on their analytics page (through its
 * rate-limited action only: the owner or staff, one open request per tool). Editors and admins
 * work the queue: new → in progress → done or declined.
 */
export const CaseStudyRequests: CollectionConfig = {
  slug: 'case-study-requests',
  admin: {
    group: 'Moderation',
    useAsTitle: 'contactName',
    defaultColumns: ['tool', 'contactName', 'status', 'createdAt'],
    description: 'Premium vendors asking for a featured case study. Reply to the contact, then move the request to In progress, Done or Declined.',
  },
  access: { create: nobody, read: isAdminOrEditor, update: isAdminOrEditor, delete: isAdmin },
  timestamps: true,
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: CASE_STUDY_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true, admin: { readOnly: true } },
    { name: 'goal', type: 'textarea', required: true, maxLength: CASE_STUDY_LIMITS.goalMax, label: 'What to feature', admin: { readOnly: true } },
    { name: 'contactName', type: 'text', required: true, maxLength: CASE_STUDY_LIMITS.nameMax, admin: { readOnly: true } },
    { name: 'contactEmail', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'notes', type: 'textarea', maxLength: CASE_STUDY_LIMITS.notesMax, admin: { readOnly: true } },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
  ],
}
