import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ownerOrAdmin } from '@/access/ownerOr'
import { forgotPasswordEndpoint, hasRole, ROLES, VERIFY_EMAIL_SUBJECT, verifyEmailMail } from '@/domains/accounts'
import { env } from '@/platform/env'

import { deferEmailChange } from './hooks/deferEmailChange'
import { equalLoginWork } from './hooks/equalLoginWork'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { mailEmailChange } from './hooks/mailEmailChange'
import { rateLimitAuthRequests } from './hooks/rateLimitAuthRequests'
import { requireCurrentPassword } from './hooks/requireCurrentPassword'
import { commitSignIn, recordSignInFailure, recordSignInSuccess } from './hooks/signInAttempt'
import { sameOriginSession } from './strategies/sameOriginSession'

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
    // No hard lock: a stranger's wrong passwords would lock the owner out. Failed sign-ins are
    // throttled by address and by account with back-off instead (src/platform/rate-limit/sign-in.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 24 * 7,
    // Payload's server-side sessions: each token names its session, which sign-out deletes, a
    // password change deletes all but the current one and a reset all, so a copied token stops
    // working. The site's sign-in locks the row so simultaneous sign-ins keep both sessions.
    useSessions: true,
    strategies: [sameOriginSession],
    cookies: {
      sameSite: 'Lax',
      // Secure in production unless the site itself is served over plain http (local e2e runs).
      secure: env.isProduction && !env.SERVER_URL.startsWith('http://'),
    },
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    // Admins create accounts; the site's sign-up action (validated, rate-limited, its role picked on
    // the server) uses overrideAccess, and Payload's "create first user" screen its own operation.
    create: isAdmin,
    read: ownerOrAdmin('id'),
    update: ownerOrAdmin('id'),
    delete: isAdmin,
    unlock: isAdmin,
  },
  // The reset link is mailed the site's way (one database connection per request), also for the admin's form.
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [rateLimitAuthRequests, equalLoginWork],
    beforeChange: [firstUserIsAdmin, requireCurrentPassword, deferEmailChange],
    afterChange: [mailEmailChange],
    afterLogin: [recordSignInSuccess],
    afterOperation: [commitSignIn],
    afterError: [recordSignInFailure],
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
      // Only admins grant or change roles; sign-up picks vendor or user on the server.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    // A requested new address, in use only once confirmed from the mail sent to it (deferEmailChange).
    {
      name: 'pendingEmail',
      type: 'email',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'Becomes the email address once confirmed from the link mailed to it.' },
    },
    { name: 'emailChangeToken', type: 'text', hidden: true, index: true, access: { create: () => false, update: () => false } },
    { name: 'emailChangeExpiration', type: 'date', hidden: true, access: { create: () => false, update: () => false } },
    // Set by the one-click unsubscribe of a follow digest; cleared from /account (src/features/follows/set-follow-digest.ts).
    {
      name: 'followDigestOff',
      label: 'Follow digest turned off',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
