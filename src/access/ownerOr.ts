import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'

import { authenticated } from './authenticated'
import { isAdmin } from './isAdmin'

type User = Parameters<typeof hasRole>[0]

/**
 * A signed-in user sees the rows whose `field` points at them (a where-query, so nothing is loaded
 * to decide), those `seesAll` admits see every row, anonymous users none.
 */
function ownerOr(seesAll: (user: User) => boolean) {
  return (field: string): Access =>
    ({ req }) => {
      if (!req.user) return false
      if (seesAll(req.user)) return true
      return { [field]: { equals: req.user.id } }
    }
}

export const ownerOrAdmin = ownerOr((user) => hasRole(user, 'admin'))

export const ownerOrStaff = ownerOr((user) => hasRole(user, 'admin', 'editor'))

/**
 * A user's own rows (upvotes, saves, follows, helpful marks): any signed-in user creates them, their
 * owner or an admin reads and deletes them, only admins change one.
 */
export const ownRowsAccess = { read: ownerOrAdmin('user'), create: authenticated, update: isAdmin, delete: ownerOrAdmin('user') }
