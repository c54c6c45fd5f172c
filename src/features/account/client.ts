/**
 * The account's own settings on /account: name and company, the sign-in address (confirmed from a
 * mailed link), the password, and deleting the account with what it owns. Forms and their actions
 * only; the page itself composes them with the other features' sections.
 */
export { DeleteAccountForm } from './delete-account-form'
export { EmailChangeForm } from './email-change-form'
export { PasswordForm } from './password-form'
export { ProfileForm } from './profile-form'
