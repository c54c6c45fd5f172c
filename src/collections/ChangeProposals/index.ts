import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { ownerOrStaff } from '@/access/ownerOr'
import { PROPOSAL_SOURCES, PROPOSAL_STATUSES, proposalEndpoints } from '@/domains/directory'
import { accountSnapshotFields } from '@/fields/account-snapshot'

import { snapshotAccount } from '../hooks/snapshotAccount'

/**
 * Changes to a tool waiting for an editor: what the weekly website check found on the tool's site
 * (docs/listings.md "Freshness") and the edits a tool's owner proposes from their account
 * (docs/accounts.md "Claims and edits"). Only the check and the owner's action create
 * them; only the Accept and Reject endpoints decide them (accept applies the values to the tool),
 * so no change reaches a page without an editor. An owner reads their own proposals.
 */
export const ChangeProposals: CollectionConfig = {
  slug: 'change-proposals',
  admin: {
    group: 'Moderation',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'tool', 'source', 'proposedByEmail', 'status', 'detectedAt'],
    listSearchableFields: ['summary', 'sourceUrl', 'proposedByEmail'],
    description:
      "What the weekly website check found changed on tool sites, and the edits tool owners propose. Open one to see the before and after, then accept or reject it; an owner is e-mailed either way.",
  },
  access: { read: ownerOrStaff('proposedBy'), create: nobody, update: nobody, delete: isAdmin },
  endpoints: proposalEndpoints,
  hooks: { beforeChange: [snapshotAccount('proposedBy', { email: 'proposedByEmail', name: 'proposedByName' })] },
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
    {
      name: 'source',
      label: 'Proposed by',
      type: 'select',
      required: true,
      defaultValue: 'website_check',
      index: true,
      options: PROPOSAL_SOURCES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'proposedBy',
      label: 'Owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.source === 'owner', description: 'The tool owner who proposed this edit.' },
    },
    ...accountSnapshotFields({ names: { email: 'proposedByEmail', name: 'proposedByName' }, label: 'Owner', condition: (data) => data?.source === 'owner' }),
    {
      name: 'sourceUrl',
      label: 'Source URL',
      type: 'text',
      maxLength: 500,
      admin: { readOnly: true, condition: (data) => data?.source !== 'owner', description: 'The page the check read.' },
    },
    { name: 'detectedAt', label: 'Filed at', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
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
