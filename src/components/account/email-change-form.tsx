'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { requestEmailChange } from '@/actions/account'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { showActionErrors } from '@/components/ui/show-action-errors'
import { toast } from '@/components/ui/toast'
import { type EmailChangeInput, emailChangeSchema } from '@/domains/accounts/shared'


/**
 * The sign-in address and a way to change it, given the current password: the new one takes over
 * only once confirmed from the link mailed to it; until then the current one keeps signing in and
 * getting mail.
 */
export function EmailChangeForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const router = useRouter()
  const [pending, setPending] = useState(pendingEmail)
  const { register, handleSubmit, reset, setError, formState } = useForm<EmailChangeInput, unknown, z.output<typeof emailChangeSchema>>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', currentPassword: '' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    const result = await requestEmailChange(values).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return showActionErrors(result, setError, ['email', 'currentPassword'])
    setPending(result.data.pendingEmail)
    reset({ email: '', currentPassword: '' })
    toast.success('Check your inbox', `We've sent a confirmation link to ${result.data.pendingEmail}.`)
    router.refresh()
  })

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        You sign in with <strong className="break-all font-semibold text-ink">{email}</strong>.
      </p>
      {pending ? (
        <p role="status" className="flex gap-2.5 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            Changing to <strong className="break-all">{pending}</strong> once confirmed from the link we sent there.
          </span>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Change email</legend>
          <FormField
            id="account-new-email"
            label="New email address"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            id="account-email-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" variant="secondary" className="max-sm:w-full">
              {isSubmitting ? 'Sending...' : 'Send confirmation link'}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  )
}
