import type { CollectionConfig } from 'payload'

import { ownRowsAccess } from '@/access/ownerOr'
import { assignOwner } from '@/collections/hooks/assignOwner'

/** Tools a signed-in user bookmarked for later (/account/saved). Each user reads and removes only their own. */
export const SavedTools: CollectionConfig = {
  slug: 'saved-tools',
  admin: { group: 'Community', defaultColumns: ['tool', 'user', 'createdAt'] },
  access: ownRowsAccess,
  indexes: [{ fields: ['user', 'tool'], unique: true }],
  hooks: { beforeValidate: [assignOwner] },
  fields: [
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
}
