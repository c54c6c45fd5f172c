import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'
import { followedRequests } from '@/domains/vendors'

/**
 * Submissions and placements: admins read every row; a signed-in account the requests it follows
 * (made signed in, or made signed out with its verified address as the contact e-mail); anonymous
 * callers nothing. A where-query, so nothing is loaded to decide.
 */
export const requestFollowerOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return followedRequests(req.user)
}
