import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { hasRole } from '@/domains/accounts'

/**
 * Which new tool went to whom in a follow digest, one row per user and tool (unique): the ledger
 * that keeps a tool out of a second digest and tells when a user was last mailed. Written only by
 * the digest job (src/domains/accounts/follows/send-follow-digest.ts).
 */
export const FollowDigestItems: CollectionConfig = {
  slug: 'follow-digest-items',
  admin: { group: 'System', hidden: ({ user }) => !hasRole(user as { roles?: string[] }, 'admin') },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['user', 'tool'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true },
    { name: 'sentAt', type: 'date', required: true, index: true },
  ],
}
