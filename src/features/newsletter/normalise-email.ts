import type { CollectionBeforeValidateHook } from 'payload'

import { newNewsletterToken } from '@/domains/newsletter'

/** One subscriber per address whatever its case or surrounding spaces; every row gets a token. */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (!data) return data
  const next = { ...data }
  if (typeof next.email === 'string') next.email = next.email.trim().toLowerCase()
  if (operation === 'create' && !next.unsubscribeToken) next.unsubscribeToken = newNewsletterToken()
  return next
}
