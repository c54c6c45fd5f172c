/** The newsletter domain's public entry: everything outside the domain imports from here (browser code: ./shared). */
export * from './shared'
export { newsletterListHeaders, newsletterUnsubscribeUrl } from './mail/unsubscribe-link'
export { newsletterWelcomeMail } from './mail/welcome'
export { INVALID_UNSUBSCRIBE_LINK, unsubscribeTokenSchema } from './schemas/newsletter'
