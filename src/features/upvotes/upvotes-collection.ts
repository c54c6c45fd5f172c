import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { isAdmin } from '@/access/isAdmin'
import { ownerOrAdmin } from '@/access/ownerOrAdmin'
import { assignOwner } from '@/collections/hooks/assignOwner'

import { purgeUpvotedToolAfterCreate, purgeUpvotedToolAfterDelete } from './purge-upvoted-tool'

export const Upvotes: CollectionConfig = {
  slug: 'upvotes',
  admin: { group: 'Community', defaultColumns: ['tool', 'user', 'createdAt'] },
  access: {
    read: ownerOrAdmin('user'),
    create: authenticated,
    update: isAdmin,
    delete: ownerOrAdmin('user'),
  },
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
