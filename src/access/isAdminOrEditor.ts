import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/domains/accounts'

export const isAdminOrEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

export const isAdminOrEditorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')
