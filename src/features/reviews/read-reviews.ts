import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/domains/accounts'

/** Published reviews are public; an author also reads their own pending or rejected review; staff read all. */
export const readReviews: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const published = { status: { equals: 'published' } }
  return req.user ? { or: [published, { user: { equals: req.user.id } }] } : published
}

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value)

/** Who wrote a review: staff and the author see it; the public page shows the author's name, not their account. */
export const readReviewAuthor: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin', 'editor') || (Boolean(req.user) && String(idOf((doc as { user?: unknown } | undefined)?.user)) === String(req.user?.id))
