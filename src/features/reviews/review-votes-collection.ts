import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { isAdmin } from '@/access/isAdmin'
import { ownerOrAdmin } from '@/access/ownerOrAdmin'
import { assignOwner } from '@/collections/hooks/assignOwner'

import { purgeMarkedReviewAfterCreate, purgeMarkedReviewAfterDelete } from './purge-marked-review'
import { voteOnOthersPublishedReview } from './vote-on-others-published-review'

/** "Helpful" marks on published reviews, one per user and review: what "Most helpful" sorts by. */
export const ReviewVotes: CollectionConfig = {
  slug: 'review-votes',
  admin: { group: 'Community', defaultColumns: ['review', 'user', 'createdAt'] },
  access: {
    read: ownerOrAdmin('user'),
    create: authenticated,
    update: isAdmin,
    delete: ownerOrAdmin('user'),
  },
  indexes: [{ fields: ['review', 'user'], unique: true }],
  hooks: {
    beforeValidate: [assignOwner, voteOnOthersPublishedReview],
    afterChange: [purgeMarkedReviewAfterCreate],
    afterDelete: [purgeMarkedReviewAfterDelete],
  },
  fields: [
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
}
