import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'

export const selfOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}
