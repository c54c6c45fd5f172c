import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'

/** Admins and editors see every row; a signed-in user sees the rows whose `field` points at them; anonymous users none. */
export function ownerOrStaff(field: string): Access {
  return ({ req }) => {
    if (!req.user) return false
    if (hasRole(req.user, 'admin', 'editor')) return true
    return { [field]: { equals: req.user.id } }
  }
}
