import { z } from 'zod'

const PASSWORD_MIN = 6

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase())

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(256, 'Password is too long')

export const signInSchema = z.object({ email: emailField, password: passwordField })

export const signUpSchema = signInSchema.extend({
  companyName: z
    .string()
    .trim()
    .max(160, 'Company name must be at most 160 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
})

export const forgotPasswordSchema = z.object({ email: emailField })

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'This reset link is invalid' }).trim().min(1, 'This reset link is invalid').max(200),
  password: passwordField,
})

export type SignUpInput = z.input<typeof signUpSchema>
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>
