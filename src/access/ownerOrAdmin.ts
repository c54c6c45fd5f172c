import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'

/**
 * Admins see every row; a signed-in user sees the rows whose `field` points at them; anonymous
 * users see nothing. Returns a where-query instead of loading documents.
 */
export function ownerOrAdmin(field: string): Access {
  return ({ req }) => {
    if (!req.user) return false
    if (hasRole(req.user, 'admin')) return true
    return { [field]: { equals: req.user.id } }
  }
}
