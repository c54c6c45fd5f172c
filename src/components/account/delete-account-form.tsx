'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { TriangleAlert } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { deleteAccount } from '@/actions/account'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { setSignedOut } from '@/components/ui/session-store'
import { showActionErrors } from '@/components/ui/show-action-errors'
import { toast } from '@/components/ui/toast'
import { type AccountDeletionInput, accountDeletionSchema, announceAuthChange, DELETE_CONFIRMATION } from '@/domains/accounts/shared'


const EMPTY: AccountDeletionInput = { password: '', confirmation: '' }

/**
 * Deleting the account for good, behind the password and a typed confirmation. A refusal (a paid
 * placement still running) is shown in the panel, in the server's words, with what to do.
 */
export function DeleteAccountForm({ owns }: { owns: string[] }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { register, handleSubmit, reset, setError, formState } = useForm<AccountDeletionInput, unknown, z.output<typeof accountDeletionSchema>>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null)
    const result = await deleteAccount(values).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) {
      if (result.code === 'refused') return setRefusal(result.error)
      return showActionErrors(result, setError, ['password', 'confirmation'])
    }
    toast.success('Account deleted', 'Your account and everything it held are gone.')
    setSignedOut()
    announceAuthChange()
    router.replace('/')
    router.refresh()
  })

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)} className="max-sm:w-full">
        Delete account…
      </Button>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="space-y-4 rounded-xl border border-red-200 bg-red-50/60 p-4">
      <div className="text-sm text-ink">
        <p className="font-semibold">This deletes, for good:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
          {owns.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {refusal ? (
        <p role="alert" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {refusal}
        </p>
      ) : null}
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Confirm account deletion</legend>
        <FormField
          id="delete-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="delete-confirmation"
          label={
            <>
              Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION}</span> to confirm
            </>
          }
          autoComplete="off"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            onClick={() => {
              reset(EMPTY)
              setRefusal(null)
              setOpen(false)
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="danger">
            {isSubmitting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
