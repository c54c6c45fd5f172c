'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { changePassword } from '@/actions/account'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { showActionErrors } from '@/components/ui/show-action-errors'
import { toast } from '@/components/ui/toast'
import { type PasswordChangeInput, passwordChangeSchema } from '@/domains/accounts/shared'


const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** A new password, given the current one; every other signed-in device is signed out. */
export function PasswordForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordChangeInput, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    const result = await changePassword(values).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return showActionErrors(result, setError, ['currentPassword', 'newPassword', 'confirmPassword'])
    reset(EMPTY)
    toast.success('Password changed', 'Other devices have been signed out.')
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Change password</legend>
        <FormField
          id="account-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
          {...register('currentPassword')}
        />
        <FormField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormField
          id="account-confirm-password"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" className="max-sm:w-full">
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
