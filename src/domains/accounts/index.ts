/** The accounts domain's public entry: everything outside the domain imports from here (browser code: ./shared). */
export * from './shared'
export { CONFIRMED_EMAIL_CHANGE, EMAIL_CHANGE_TTL_MS } from './email-change'
export { passwordMatches } from './password-check'
export { sendEmailChangeMail } from './send-email-change-mail'
export { RESET_PASSWORD_SUBJECT, resetPasswordMail } from './mail/reset-password'
export { VERIFY_EMAIL_SUBJECT, verifyEmailMail } from './mail/verify-email'
export { setUpvoteSchema } from './schemas/upvote'
export { lockAccountForSignIn } from './sign-in-lock'
