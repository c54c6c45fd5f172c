import type { FieldAccess } from 'payload'

/**
 * Review and payment state of submissions and sponsorships: written only by the approve and
 * reject actions, checkout and the webhooks (all with overrideAccess). Read-only in the admin
 * form, so nobody marks a request approved, paid or live without its tool, charge and emails.
 */
export const writtenByReviewOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }
