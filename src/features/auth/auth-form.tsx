'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { announceAuthChange, type SignUpInput, signUpSchema } from '@/domains/accounts/shared'

import { toastSignInError, toastSignUpError, UNEXPECTED_ERROR } from './auth-messages'
import { signIn } from './sign-in'
import { signUp } from './sign-up'

export type AuthMode = 'signIn' | 'signUp'

const COPY = {
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back! Please sign in to continue',
    submit: 'Sign in',
    toggleText: "Don't have an account?",
    toggleAction: 'Sign up',
  },
  signUp: {
    title: 'Create an account',
    subtitle: 'Join our community of AI tool providers',
    submit: 'Create account',
    toggleText: 'Already have an account?',
    toggleAction: 'Sign in',
  },
} as const

const EMPTY: SignUpInput = { email: '', password: '', companyName: '' }

/** Sign-in and sign-up on one screen; the same zod schema validates here and in the actions. */
export function AuthForm({ returnTo, initialMode = 'signIn' }: { returnTo: string; initialMode?: AuthMode }) {
  const router = useRouter()
  const [mode, setMode] = useState<AuthMode>(initialMode)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<SignUpInput, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, reset, setError, formState } = form
  const busy = formState.isSubmitting
  const copy = COPY[mode]
  const errors = formState.errors

  function switchMode(next: AuthMode, keepEmail?: string) {
    setMode(next)
    setSentTo(null)
    reset({ ...EMPTY, email: keepEmail ?? '' })
  }

  function showFieldErrors(fieldErrors: Record<string, string> | undefined) {
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      if (name === 'email' || name === 'password' || name === 'companyName') setError(name, { message })
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mode === 'signIn') {
        const result = await signIn({ email: values.email, password: values.password })
        if (!result.ok) {
          showFieldErrors(result.fieldErrors)
          toastSignInError(result.code, result.error)
          return
        }
        toast.success('Welcome back!', 'Successfully signed in.')
        announceAuthChange()
        router.replace(returnTo)
        router.refresh()
        return
      }
      const result = await signUp(values)
      if (!result.ok) {
        showFieldErrors(result.fieldErrors)
        toastSignUpError(result.code, result.error)
        if (result.code === 'account_exists' || result.code === 'user_already_registered') switchMode('signIn', values.email)
        return
      }
      toast.success('Check your email', "We've sent you a confirmation link to verify your account.")
      reset(EMPTY)
      setSentTo(result.data.email)
    } catch (error) {
      console.error(error)
      toast.error('Error', UNEXPECTED_ERROR)
    }
  })

  return (
    <div>
      <div className="mb-6 space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{copy.title}</h1>
        <p className="text-sm text-muted">{copy.subtitle}</p>
      </div>

      {sentTo ? (
        <div role="status" className="mb-6 flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p>
            <span className="block font-semibold">Check your email</span>
            We&apos;ve sent a confirmation link to <strong className="break-all">{sentTo}</strong>. Open it to verify
            your account, then sign in.
          </p>
        </div>
      ) : null}

      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">{copy.title}</legend>
          <Field id="auth-email" label="Email" error={errors.email?.message}>
            <Input
              id="auth-email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'auth-email-error' : undefined}
              {...register('email')}
            />
          </Field>
          <Field id="auth-password" label="Password" error={errors.password?.message}>
            <Input
              id="auth-password"
              type="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              placeholder={mode === 'signUp' ? 'At least 6 characters' : undefined}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'auth-password-error' : undefined}
              {...register('password')}
            />
          </Field>
          {mode === 'signUp' ? (
            <Field id="auth-company" label="Company Name (optional)" error={errors.companyName?.message}>
              <Input
                id="auth-company"
                type="text"
                autoComplete="organization"
                placeholder="Your company, if you provide a tool"
                aria-invalid={Boolean(errors.companyName)}
                {...register('companyName')}
              />
            </Field>
          ) : (
            <div className="-mt-1 text-right">
              <Link
                href="/auth/forgot-password"
                aria-disabled={busy}
                tabIndex={busy ? -1 : undefined}
                className={`text-sm font-medium text-brand-700 hover:underline tap-target ${busy ? 'pointer-events-none opacity-60' : ''}`}
              >
                Forgot password?
              </Link>
            </div>
          )}
          <Button type="submit" size="lg" className="w-full">
            {busy ? 'Processing...' : copy.submit}
          </Button>
          <p className="text-center text-sm text-muted">
            {copy.toggleText}{' '}
            <button
              type="button"
              onClick={() => switchMode(mode === 'signIn' ? 'signUp' : 'signIn')}
              className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:opacity-60 tap-target"
            >
              {copy.toggleAction}
            </button>
          </p>
        </fieldset>
      </form>
    </div>
  )
}
