import { z } from 'zod'

/** The shape of the tokens in the newsletter's mailed links (confirm and unsubscribe): 24 random bytes, base64url. */
export const newsletterTokenSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** What a malformed or unknown unsubscribe token is told, on the page and from the one-click URL alike. */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.'

/** What a malformed, unknown or withdrawn confirmation token is told. */
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid.'

export const EXPIRED_CONFIRM_LINK = 'This confirmation link has expired.'
