'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { resetPasswordSchema, type ResetPasswordInput } from '@/domains/accounts/shared'

import { UNEXPECTED_ERROR } from './auth-messages'
import { resetPassword } from './reset-password'

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter()
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  })
  const busy = formState.isSubmitting
  const error = formState.errors.password?.message

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await resetPassword(values)
      if (!result.ok) {
        if (result.fieldErrors?.password) setError('password', { message: result.fieldErrors.password })
        toast.error('Error', result.error)
        return
      }
      toast.success('Password updated', 'You can now sign in with your new password.')
      router.push('/auth')
    } catch (caught) {
      console.error(caught)
      toast.error('Error', UNEXPECTED_ERROR)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Choose a new password</legend>
        <input type="hidden" {...register('token')} />
        <Field id="reset-password" label="New password" error={error}>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'reset-password-error' : undefined}
            {...register('password')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          {busy ? 'Processing...' : 'Set new password'}
        </Button>
      </fieldset>
    </form>
  )
}
