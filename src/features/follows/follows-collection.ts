import type { CollectionConfig } from 'payload'

import { ownRowsAccess } from '@/access/ownerOr'
import { assignOwner } from '@/collections/hooks/assignOwner'

import { requireOneTarget } from './require-one-target'

/**
 * A category or an integration a signed-in user follows: new tools approved in it reach them in the
 * daily digest (docs/accounts.md, "Follows and the daily digest"). Each user reads and removes only their own.
 */
export const Follows: CollectionConfig = {
  slug: 'follows',
  admin: { group: 'Community', defaultColumns: ['user', 'category', 'integration', 'createdAt'] },
  access: ownRowsAccess,
  indexes: [
    { fields: ['user', 'category'], unique: true },
    { fields: ['user', 'integration'], unique: true },
  ],
  hooks: { beforeValidate: [assignOwner, requireOneTarget] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'integration', type: 'relationship', relationTo: 'integrations', index: true },
  ],
}
