/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

/** Request context set by the confirmation itself, the one update that may change a user's `email`. */
export const CONFIRMED_EMAIL_CHANGE = 'confirmedEmailChange'

/** Request context that carries the confirmation mail from the Users hook that asks for it to the one that sends it. */
export const EMAIL_CHANGE_MAIL = 'emailChangeMail'
export type EmailChangeMail = { to: string; token: string }
