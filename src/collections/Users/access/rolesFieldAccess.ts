import type { FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'

/** Only admins grant or change roles. Sign-up chooses vendor/user server-side with overrideAccess. */
export const rolesFieldAccess: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
