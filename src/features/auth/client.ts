/**
 * Signing in and up, verifying the address, confirming an e-mail change and resetting a forgotten
 * password: the forms of /auth and its subpages, and the actions the mailed-link pages' buttons
 * call. Sessions themselves are Payload's (an HTTP-only cookie).
 */
export { AuthForm } from './auth-form'
export { confirmEmailChange } from './confirm-email-change'
export { ForgotPasswordForm } from './forgot-password-form'
export { ResetPasswordForm } from './reset-password-form'
export { verifyEmail } from './verify-email'
