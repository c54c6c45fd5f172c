import { randomBytes } from 'node:crypto'

/** How long the link in a confirmation mail works; subscribing again mails a new one. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** A token for a mailed link: 24 random bytes, base64url (matches newsletterTokenSchema). */
export function newNewsletterToken(): string {
  return randomBytes(24).toString('base64url')
}
