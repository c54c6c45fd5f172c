import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import { nobody } from '@/access/nobody'
import { PROPOSAL_STATUSES, proposalEndpoints } from '@/domains/directory'

/**
 * Changes the weekly website check found on a tool's site (issue 18, docs/listings.md "Freshness"),
 * waiting for an editor. Only the check creates them; only the Accept and Reject endpoints decide
 * them (accept applies the values to the tool), so no change reaches a page without an editor.
 */
export const ChangeProposals: CollectionConfig = {
  slug: 'change-proposals',
  admin: {
    group: 'Moderation',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'tool', 'status', 'detectedAt'],
    listSearchableFields: ['summary', 'sourceUrl'],
    description: 'What the weekly website check found changed on tool sites. Open one to see the before and after, then accept or reject it.',
  },
  access: { read: isAdminOrEditor, create: nobody, update: nobody, delete: isAdmin },
  endpoints: proposalEndpoints,
  defaultSort: '-detectedAt',
  fields: [
    {
      name: 'decision',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/payload-admin/proposal-decision#ProposalDecision' } },
    },
    { name: 'summary', type: 'text', required: true, maxLength: 200, admin: { readOnly: true } },
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'changes',
      label: 'What changed',
      type: 'json',
      required: true,
      admin: { readOnly: true, components: { Field: '@/components/payload-admin/proposal-diff#ProposalDiff' } },
    },
    { name: 'sourceUrl', label: 'Source URL', type: 'text', required: true, maxLength: 500, admin: { readOnly: true, description: 'The page the check read.' } },
    { name: 'detectedAt', label: 'Detected at', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PROPOSAL_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'editorNote', label: 'Editor note', type: 'textarea', maxLength: 2000, admin: { position: 'sidebar', readOnly: true } },
    { name: 'decidedBy', label: 'Decided by', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
    { name: 'decidedAt', label: 'Decided at', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
