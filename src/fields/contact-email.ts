import type { Field } from 'payload'

/**
 * A vendor request's contact e-mail, stored lower-cased like sign-in addresses, so the account
 * whose verified address it is finds the request (src/domains/vendors/request-follower.ts)
 * whatever case either was typed in.
 */
export const contactEmailField: Field = {
  name: 'contactEmail',
  type: 'email',
  required: true,
  hooks: { beforeValidate: [({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
}
