import { z } from 'zod'

import { emailField, passwordField } from '@/domains/accounts/shared'

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null)

/** /account's profile: both optional (a sign-up gives neither name nor, for members, a company). */
export const profileSchema = z.object({
  name: optionalText(120, 'Name'),
  companyName: optionalText(160, 'Company name'),
})

const currentPassword = z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(256, 'Password is too long')

/**
 * A new sign-in address, in use only once confirmed from the link mailed to it (docs/accounts.md);
 * asked with the current password, so a session alone can't move the account away.
 */
export const emailChangeSchema = z.object({ email: emailField, currentPassword })

export const passwordChangeSchema = z
  .object({ currentPassword, newPassword: passwordField, confirmPassword: z.string({ error: 'Repeat the new password' }) })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords differ' })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: 'Choose a password other than your current one' })

/** What the visitor types to confirm that their account and everything it owns goes for good. */
export const DELETE_CONFIRMATION = 'DELETE'

export const accountDeletionSchema = z.object({
  password: currentPassword,
  confirmation: z.string({ error: `Type ${DELETE_CONFIRMATION} to confirm` }).refine((value) => value.trim() === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
})

export type ProfileInput = z.input<typeof profileSchema>
export type EmailChangeInput = z.input<typeof emailChangeSchema>
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>
