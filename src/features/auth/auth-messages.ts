'use client'

import { toast } from '@/components/ui/toast'

import type { SignInCode } from './sign-in'
import type { SignUpCode } from './sign-up'

/** One toast per sign-in and sign-up outcome: a title, then what to do next ("Please check your email and password."). */
export function toastSignInError(code: SignInCode | undefined, message: string) {
  if (code === 'invalid_credentials') return toast.error('Invalid credentials', 'Please check your email and password.')
  if (code === 'email_not_confirmed') return toast.error('Email not verified', 'Please check your email for the verification link.')
  return toast.error('Error', message)
}

export function toastSignUpError(code: SignUpCode | undefined, message: string) {
  if (code === 'account_exists') return toast.error('Account already exists', 'Please sign in instead.')
  if (code === 'user_already_registered') return toast.error('Account already exists', 'Please sign in with your existing account.')
  return toast.error('Error', message)
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.'
