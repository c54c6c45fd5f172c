import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { hasRole, ROLES } from '@/access/roles'
import { selfOrAdmin } from '@/access/selfOrAdmin'
import { RESET_PASSWORD_SUBJECT, resetPasswordMail } from '@/lib/mail/templates/reset-password'
import { VERIFY_EMAIL_SUBJECT, verifyEmailMail } from '@/lib/mail/templates/verify-email'

import { canCreateUser } from './access/canCreateUser'
import { rolesFieldAccess } from './access/rolesFieldAccess'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { rateLimitAuthRequests } from './hooks/rateLimitAuthRequests'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'companyName', 'roles', 'createdAt'],
    group: 'People',
  },
  auth: {
    // Links point at the site's own pages (/auth/verify, /auth/reset-password), which call Payload.
    verify: {
      generateEmailSubject: () => VERIFY_EMAIL_SUBJECT,
      generateEmailHTML: ({ token }) => verifyEmailMail(token).html,
    },
    forgotPassword: {
      generateEmailSubject: () => RESET_PASSWORD_SUBJECT,
      generateEmailHTML: (args) => resetPasswordMail(args?.token ?? '').html,
    },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    // Sessions are the signed token alone (DESIGN §3: stateless instances). Payload's server-side
    // session list is read before and written after each sign-in, so two sign-ins of one account at
    // once lost one of them and its token stopped working.
    useSessions: false,
    cookies: {
      sameSite: 'Lax',
      // Secure in production unless the site itself is served over plain http (local e2e runs).
      secure: process.env.NODE_ENV === 'production' && !process.env.SERVER_URL?.startsWith('http://'),
    },
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    create: canCreateUser,
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [rateLimitAuthRequests],
    beforeChange: [firstUserIsAdmin],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    { name: 'companyName', type: 'text', maxLength: 160 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['user'],
      options: ROLES.map((role) => ({ label: role.charAt(0).toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      access: { create: rolesFieldAccess, update: rolesFieldAccess },
      admin: { position: 'sidebar' },
    },
  ],
}
