'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { showActionErrors } from '@/components/ui/show-action-errors'
import { toast } from '@/components/ui/toast'

import { type ClaimCodeInput, type ClaimCodeRequest, claimCodeRequestSchema, claimCodeSchema } from './claim-schemas'
import { checkClaimCode, sendClaimCode } from './claim-steps'

/**
 * Step 1: the part of an address before the @ (the domain is the tool's, fixed); a code goes there.
 * Step 2: the code. Right, the claim goes to an editor and the page shows so.
 */
export function ClaimByEmail({ slug, domain, sentTo }: { slug: string; domain: string; sentTo: string | null }) {
  const router = useRouter()
  const [sent, setSent] = useState<string | null>(sentTo)
  const address = useForm<ClaimCodeRequest>({ resolver: zodResolver(claimCodeRequestSchema), defaultValues: { slug, localPart: sentTo?.split('@')[0] ?? '' } })
  const code = useForm<ClaimCodeInput>({ resolver: zodResolver(claimCodeSchema), defaultValues: { slug, code: '' } })

  const send = address.handleSubmit(async (values) => {
    const result = await sendClaimCode(values).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return showActionErrors(result, address.setError, ['localPart'])
    setSent(`${values.localPart}@${domain}`)
    toast.success('Code sent', result.data.message)
  })

  const verify = code.handleSubmit(async (values) => {
    const result = await checkClaimCode(values).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return showActionErrors(result, code.setError, ['code'])
    toast.success('Claim sent to an editor', result.data.message)
    router.refresh()
  })

  return (
    <div className="space-y-5">
      <form onSubmit={send} noValidate aria-busy={address.formState.isSubmitting}>
        <fieldset disabled={address.formState.isSubmitting} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <legend className="sr-only">Address at {domain}</legend>
          <div className="min-w-0 flex-1">
            <label htmlFor="claim-local-part" className="block text-sm font-medium text-ink">
              Your address at {domain}
            </label>
            <div className="mt-1.5 flex items-stretch">
              <input
                id="claim-local-part"
                autoComplete="off"
                spellCheck={false}
                placeholder="founder"
                aria-invalid={address.formState.errors.localPart ? true : undefined}
                aria-describedby={address.formState.errors.localPart ? 'claim-local-part-error' : undefined}
                className="block h-10 w-full min-w-0 rounded-l-lg border border-line bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 max-md:min-h-11"
                {...address.register('localPart')}
              />
              <span className="inline-flex max-w-[55%] items-center truncate rounded-r-lg border border-l-0 border-line bg-surface px-3 text-sm text-muted" title={`@${domain}`}>
                @{domain}
              </span>
            </div>
            <FieldError id="claim-local-part-error" message={address.formState.errors.localPart?.message} className="mt-1.5" />
          </div>
          <Button type="submit" variant={sent ? 'outline' : 'primary'} className="sm:mt-7 max-sm:w-full">
            {address.formState.isSubmitting ? 'Sending…' : sent ? 'Send a new code' : 'Send code'}
          </Button>
        </fieldset>
      </form>
      {sent ? (
        <form onSubmit={verify} noValidate aria-busy={code.formState.isSubmitting}>
          <fieldset disabled={code.formState.isSubmitting} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <legend className="sr-only">Code</legend>
            <FormField
              id="claim-code"
              label={`The 6-digit code sent to ${sent}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="min-w-0 flex-1"
              error={code.formState.errors.code?.message}
              {...code.register('code')}
            />
            <Button type="submit" className="sm:mt-7 max-sm:w-full">
              {code.formState.isSubmitting ? 'Checking…' : 'Verify code'}
            </Button>
          </fieldset>
        </form>
      ) : null}
    </div>
  )
}
