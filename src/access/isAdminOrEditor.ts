import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

export const isAdminOrEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

export const isAdminOrEditorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')
