import type { CollectionConfig } from 'payload'

import { ownRowsAccess } from '@/access/ownerOr'
import { assignOwner } from '@/collections/hooks/assignOwner'

import { purgeMarkedReviewAfterCreate, purgeMarkedReviewAfterDelete } from './purge-marked-review'
import { voteOnOthersPublishedReview } from './vote-on-others-published-review'

/** "Helpful" marks on published reviews, one per user and review: what "Most helpful" sorts by. */
export const ReviewVotes: CollectionConfig = {
  slug: 'review-votes',
  admin: { group: 'Community', defaultColumns: ['review', 'user', 'createdAt'] },
  access: ownRowsAccess,
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
