import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/domains/accounts'

import { isAdmin } from './isAdmin'

export const isAdminOrEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

export const isAdminOrEditorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** Directory and content rows: staff create and edit them, only admins delete one. */
export const staffEdits = { create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdmin }
