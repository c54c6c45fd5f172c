import type { FieldAccess } from 'payload'

import { isAdminField } from './isAdmin'

/**
 * Review and payment state of submissions and sponsorships: written only by the approve and
 * reject actions, checkout and the webhooks (all with overrideAccess). Read-only in the admin
 * form, so nobody marks a request approved, paid or live without its tool, charge and emails.
 */
export const writtenByReviewOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * The same, and read by admins only: Stripe ids, charge errors and the reviewer. The vendor who
 * owns the row sees its state on /account but never needs these (the billing portal action reads
 * the customer id on the server after checking ownership).
 */
export const adminOnlyPaymentData: { create: FieldAccess; update: FieldAccess; read: FieldAccess } = { ...writtenByReviewOnly, read: isAdminField }
