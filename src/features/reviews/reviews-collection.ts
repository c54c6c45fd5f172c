import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdminOrEditor, isAdminOrEditorField } from '@/access/isAdminOrEditor'
import { ownerOrAdmin } from '@/access/ownerOr'
import { verifiedUser } from '@/access/verifiedUser'
import { assignOwner } from '@/collections/hooks/assignOwner'
import { REVIEW_ROLES } from '@/domains/reviews'
import { countedRowsField } from '@/fields/counted-rows'

import { deleteReviewRecords } from './delete-review-records'
import { purgeReviewedToolAfterChange, purgeReviewedToolAfterDelete } from './purge-reviewed-tool'
import { readReviewAuthor, readReviews } from './read-reviews'
import { refuseUnreviewable } from './refuse-unreviewable'
import { REVIEW_LIMITS } from './review-schema'
import { REVIEW_STATUSES } from './review-statuses'
import { VENDOR_REPLY_LIMITS } from './vendor-reply-schema'

/** What the reviewer wrote: set once on create, never changed afterwards (docs/reviews.md). */
const asWritten: { update: FieldAccess } = { update: () => false }
/** Written by server code only: the helpful count (the votes' hooks) and the vendor's reply (its action). */
const serverWritten: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Reviews of tools by signed-in users with a confirmed e-mail, one per person and tool. Each starts
 * pending; editors publish or reject it here, and only published reviews are shown and counted.
 * Nobody edits a review's words after writing it; its author may delete it. docs/reviews.md.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: 'Moderation',
    useAsTitle: 'title',
    defaultColumns: ['title', 'tool', 'rating', 'status', 'createdAt'],
    listSearchableFields: ['title', 'body'],
    description: 'Reviews written on tool pages. Publish or reject each pending one: only published reviews show on the site and count.',
  },
  access: {
    create: verifiedUser,
    read: readReviews,
    update: isAdminOrEditor,
    delete: ownerOrAdmin('user'),
  },
  indexes: [{ fields: ['tool', 'user'], unique: true }],
  hooks: {
    beforeValidate: [assignOwner, refuseUnreviewable],
    afterChange: [purgeReviewedToolAfterChange],
    beforeDelete: [deleteReviewRecords],
    afterDelete: [purgeReviewedToolAfterDelete],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REVIEW_STATUSES.map(({ value, label }) => ({ value, label })),
      // Only staff set it: a review written through the form or REST always starts pending.
      access: { create: isAdminOrEditorField, update: isAdminOrEditorField },
      admin: { position: 'sidebar' },
    },
    { name: 'tool', type: 'relationship', relationTo: 'tools', required: true, index: true, access: asWritten, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'user',
      label: 'Author',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { ...asWritten, read: readReviewAuthor },
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, access: asWritten, admin: { readOnly: true, step: 1 } },
    {
      name: 'role',
      label: 'Reviewer role',
      type: 'select',
      required: true,
      options: REVIEW_ROLES.map(({ value, label }) => ({ value, label })),
      access: asWritten,
      admin: { readOnly: true },
    },
    { name: 'title', type: 'text', required: true, minLength: REVIEW_LIMITS.titleMin, maxLength: REVIEW_LIMITS.titleMax, access: asWritten, admin: { readOnly: true } },
    { name: 'body', label: 'Review', type: 'textarea', required: true, minLength: REVIEW_LIMITS.bodyMin, maxLength: REVIEW_LIMITS.bodyMax, access: asWritten, admin: { readOnly: true } },
    countedRowsField('helpfulCount', 'helpful', 'Signed-in visitors who marked it helpful.', 'sidebar'),
    {
      name: 'vendorReply',
      type: 'textarea',
      maxLength: VENDOR_REPLY_LIMITS.max,
      // The tool's vendor writes it once through the site; staff may only clear or correct it.
      access: { create: () => false, update: isAdminOrEditorField },
      admin: { description: "The tool vendor's public reply, shown under the review." },
    },
    { name: 'vendorRepliedAt', type: 'date', access: serverWritten, admin: { readOnly: true } },
  ],
}

