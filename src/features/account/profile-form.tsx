'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { showActionErrors } from '@/components/ui/show-action-errors'
import { toast } from '@/components/ui/toast'
import { announceAuthChange } from '@/domains/accounts/shared'

import { type ProfileInput, profileSchema } from './account-schemas'
import { updateProfile } from './update-profile'

/** Name and company; the header's initials follow a new name at once. */
export function ProfileForm({ initial }: { initial: { name: string; companyName: string } }) {
  const router = useRouter()
  const { register, handleSubmit, reset, setError, formState } = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  })
  const { errors, isSubmitting, isDirty } = formState

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateProfile(values).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return showActionErrors(result, setError, ['name', 'companyName'])
    reset({ name: result.data.name ?? '', companyName: result.data.companyName ?? '' })
    toast.success('Profile saved', 'Your name and company are up to date.')
    announceAuthChange()
    router.refresh()
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Profile</legend>
        <FormField id="profile-name" label="Name" autoComplete="name" placeholder="Your name" error={errors.name?.message} {...register('name')} />
        <FormField
          id="profile-company"
          label="Company"
          autoComplete="organization"
          placeholder="Your company, if you provide a tool"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={!isDirty} className="max-sm:w-full">
            {isSubmitting ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}
