import { Forbidden, type CollectionBeforeValidateHook } from 'payload'

import { hasRole } from '@/domains/accounts'
import type { Upvote } from '@/payload-types'

/**
 * An upvote always belongs to the signed-in user who casts it. Admins may record one for someone
 * else (support, imports); anyone else naming another user is refused.
 */
export const assignVoter: CollectionBeforeValidateHook<Upvote> = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  if (!req.user) return data
  const requested = data.user && typeof data.user === 'object' ? data.user.id : data.user
  if (requested !== undefined && requested !== null && String(requested) !== String(req.user.id)) {
    if (!hasRole(req.user, 'admin')) throw new Forbidden(req.t)
    return data
  }
  return { ...data, user: req.user.id }
}
