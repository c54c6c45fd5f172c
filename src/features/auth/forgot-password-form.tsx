'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/domains/accounts/shared'

import { UNEXPECTED_ERROR } from './auth-messages'
import { requestPasswordReset } from './request-password-reset'

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const busy = formState.isSubmitting
  const error = formState.errors.email?.message

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await requestPasswordReset(values)
      if (!result.ok) {
        if (result.fieldErrors?.email) setError('email', { message: result.fieldErrors.email })
        toast.error('Error', result.error)
        return
      }
      setSentTo(values.email)
      toast.success('Check your email', 'If an account exists for that address, we sent a link to reset the password.')
    } catch (caught) {
      console.error(caught)
      toast.error('Error', UNEXPECTED_ERROR)
    }
  })

  if (sentTo) {
    return (
      <div role="status" className="space-y-6 text-center">
        <MailCheck aria-hidden className="mx-auto size-12 text-brand-600" />
        <p className="text-sm text-muted">
          If an account exists for <strong className="break-all text-ink">{sentTo}</strong>, we&apos;ve sent it a link to
          choose a new password. The link expires in one hour.
        </p>
        <Link href="/auth" className="inline-block text-sm font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Reset your password</legend>
        <Field id="forgot-email" label="Email" error={error}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'forgot-email-error' : undefined}
            {...register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          {busy ? 'Processing...' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm text-muted">
          Remembered it?{' '}
          <Link href="/auth" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </fieldset>
    </form>
  )
}
