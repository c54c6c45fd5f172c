import type { CollectionConfig } from 'payload'

import { ownRowsAccess } from '@/access/ownerOr'
import { assignOwner } from '@/collections/hooks/assignOwner'

import { purgeUpvotedToolAfterCreate, purgeUpvotedToolAfterDelete } from './purge-upvoted-tool'

export const Upvotes: CollectionConfig = {
  slug: 'upvotes',
  admin: { group: 'Community', defaultColumns: ['tool', 'user', 'createdAt'] },
  access: ownRowsAccess,
  indexes: [{ fields: ['tool', 'user'], unique: true }],
  hooks: {
    beforeValidate: [assignOwner],
    afterChange: [purgeUpvotedToolAfterCreate],
    afterDelete: [purgeUpvotedToolAfterDelete],
  },
  fields: [
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
}
