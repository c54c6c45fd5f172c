import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { isAdmin } from '@/access/isAdmin'
import { ownerOrAdmin } from '@/access/ownerOrAdmin'
import { assignOwner } from '@/collections/hooks/assignOwner'

/** Tools a signed-in user bookmarked for later (/account/saved). Each user reads and removes only their own. */
export const SavedTools: CollectionConfig = {
  slug: 'saved-tools',
  admin: { group: 'Community', defaultColumns: ['tool', 'user', 'createdAt'] },
  access: {
    read: ownerOrAdmin('user'),
    create: authenticated,
    update: isAdmin,
    delete: ownerOrAdmin('user'),
  },
  indexes: [{ fields: ['user', 'tool'], unique: true }],
  hooks: { beforeValidate: [assignOwner] },
  fields: [
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
}
