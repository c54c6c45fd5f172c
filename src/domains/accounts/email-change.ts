/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

/** Request context set by the confirmation itself, the one update that may change a user's `email`. */
export const CONFIRMED_EMAIL_CHANGE = 'confirmedEmailChange'
