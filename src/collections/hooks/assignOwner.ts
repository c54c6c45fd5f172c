import { Forbidden, type CollectionBeforeValidateHook } from 'payload'

import { hasRole } from '@/domains/accounts'

/**
 * A row that belongs to a user (an upvote, a saved tool) always belongs to the signed-in user who
 * creates it. Admins may record one for someone else (support, imports); anyone else naming
 * another user is refused.
 */
export const assignOwner: CollectionBeforeValidateHook<{ id: number; user?: number | { id: number } | null }> = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  if (!req.user) return data
  const requested = data.user && typeof data.user === 'object' ? data.user.id : data.user
  if (requested !== undefined && requested !== null && String(requested) !== String(req.user.id)) {
    if (!hasRole(req.user, 'admin')) throw new Forbidden(req.t)
    return data
  }
  return { ...data, user: req.user.id }
}
