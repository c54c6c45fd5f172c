import type { Access } from 'payload'

import { hasRole } from '@/domains/accounts'

/**
 * Accounts are created by admins, or by the site's sign-up action (which validates, rate-limits,
 * checks for an existing account and picks the role server-side with overrideAccess). Payload's
 * "create first user" screen uses its own operation, which does not need this permission.
 */
export const canCreateUser: Access = ({ req }) => hasRole(req.user, 'admin')
