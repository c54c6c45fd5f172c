/** The accounts domain's values and pure functions that are safe in the browser and in the proxy. */
export { AUTH_CHANGED_EVENT, announceAuthChange } from './auth-events'
export { ROLES, hasRole, type Role } from './roles'
export { authUrlFor, safeReturnTo } from './return-to'
export { emailField, forgotPasswordSchema, passwordField, resetPasswordSchema, signInSchema, signUpSchema, type ForgotPasswordInput, type ResetPasswordInput, type SignUpInput } from './schemas/auth'
