import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { ownerOrStaff } from '@/access/ownerOr'
import { snapshotAccount } from '@/collections/hooks/snapshotAccount'
import { accountSnapshotFields } from '@/fields/account-snapshot'

import { claimEndpoints } from './claim-endpoints'
import { CLAIM_METHODS, CLAIM_STATUSES } from './claim-states'

/** The mailed code and its bookkeeping: read only by the server (showHiddenFields), never through the API or the admin. */
const secret: { read: FieldAccess; update: FieldAccess } = { read: () => false, update: () => false }

/**
 * A vendor's claim of a listed tool (docs/accounts.md "Claims and edits"). The vendor
 * proves control of the tool's domain from their account (a code mailed to an address there, a
 * meta tag on the site or a DNS TXT record); an editor then approves or rejects the claim here, and
 * an approved claim makes the tool theirs. Only the claim actions write rows, only the Approve and
 * Reject endpoints decide them; a vendor reads their own.
 */
export const Claims: CollectionConfig = {
  slug: 'claims',
  admin: {
    group: 'Moderation',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'claimantEmail', 'method', 'status', 'verifiedAt'],
    listSearchableFields: ['summary', 'domain', 'email', 'claimantEmail'],
    description: 'Vendors who proved they control a tool’s domain and ask to manage its listing. Approve a proved claim to make the tool theirs, or reject it with a note; the vendor is e-mailed either way.',
  },
  access: { read: ownerOrStaff('claimant'), create: nobody, update: nobody, delete: isAdmin },
  endpoints: claimEndpoints,
  hooks: { beforeChange: [snapshotAccount('claimant', { email: 'claimantEmail', name: 'claimantName' })] },
  defaultSort: '-updatedAt',
  fields: [
    {
      name: 'decision',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/components/payload-admin/claim-decision#ClaimDecision' } },
    },
    ...accountSnapshotFields({ names: { email: 'claimantEmail', name: 'claimantName' }, label: 'Vendor' }),
    { name: 'summary', label: 'Tool', type: 'text', required: true, maxLength: 200, admin: { readOnly: true } },
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true, admin: { readOnly: true } },
    { name: 'claimant', label: 'Vendor', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'domain', type: 'text', required: true, maxLength: 255, admin: { readOnly: true, description: "The tool's website domain when the claim was made." } },
    {
      name: 'method',
      label: 'Proved by',
      type: 'select',
      options: CLAIM_METHODS.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'email', label: 'Code sent to', type: 'text', maxLength: 320, admin: { readOnly: true, condition: (data) => data?.method === 'email' } },
    { name: 'code', type: 'text', maxLength: 6, hidden: true, access: secret },
    { name: 'codeExpiresAt', type: 'date', hidden: true, access: secret },
    { name: 'codeTries', type: 'number', defaultValue: 0, hidden: true, access: secret },
    { name: 'verifiedAt', label: 'Proved at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unverified',
      index: true,
      options: CLAIM_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'editorNote', label: 'Editor note', type: 'textarea', maxLength: 2000, admin: { position: 'sidebar', readOnly: true } },
    { name: 'decidedBy', label: 'Decided by', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
    { name: 'decidedAt', label: 'Decided at', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
