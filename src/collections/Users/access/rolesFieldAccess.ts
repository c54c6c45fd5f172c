import type { FieldAccess } from 'payload'

import { hasRole } from '@/domains/accounts'

/** Only admins grant or change roles. Sign-up chooses vendor/user server-side with overrideAccess. */
export const rolesFieldAccess: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
