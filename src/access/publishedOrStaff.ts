import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'

/** Staff see drafts; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
