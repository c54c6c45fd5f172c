'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { showActionErrors } from '@/components/ui/show-action-errors'
import { toast } from '@/components/ui/toast'
import { FACT_STATUSES, PRICING_MODELS } from '@/domains/directory/shared'
import { LogoUpload, type UploadedLogo } from '@/features/vendor-forms/client'

import { ownerEditSchema, type OwnerEditValues } from './owner-edit-schema'
import { proposeEdit } from './propose-edit'

const FIELDS = ['description', 'features', 'pricingModel', 'startingPrice', 'freeTier', 'freeTrialDays', 'contactSales', 'integrations', 'logo', 'screenshot'] as const

type Props = {
  toolName: string
  values: OwnerEditValues
  logoUrl: string | null
  screenshotUrl: string | null
  integrationOptions: { id: number; name: string; kind: string | null }[]
}

function Current({ label, src, wide }: { label: string; src: string | null; wide?: boolean }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-ink">{label}</p>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- the listing's current image, shown as it is
        <img src={src} alt={label} className={wide ? 'aspect-video w-full max-w-xs rounded-lg border border-line bg-white object-cover' : 'size-16 rounded-lg border border-line bg-white object-contain'} />
      ) : (
        <p className="text-sm text-muted">None yet</p>
      )}
    </div>
  )
}

/** The owner's edit of their listing: every value filled in as listed now; only what they change goes to an editor. */
export function OwnerEditForm({ toolName, values, logoUrl, screenshotUrl, integrationOptions }: Props) {
  const router = useRouter()
  // `raw`: the form keeps what was typed (features as lines, prices as text); the action parses it
  // with the same schema. Without it a refused submit left the parsed values (a list, numbers) in the form.
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<OwnerEditValues, unknown, OwnerEditValues>({
    resolver: zodResolver(ownerEditSchema, undefined, { raw: true }),
    defaultValues: values,
  })
  const { errors, isSubmitting } = formState
  const chosen = (useWatch({ control, name: 'integrations' }) ?? []) as number[]
  const logo = (useWatch({ control, name: 'logo' }) ?? null) as UploadedLogo | null
  const screenshot = (useWatch({ control, name: 'screenshot' }) ?? null) as UploadedLogo | null

  const onSubmit = handleSubmit(async (input) => {
    const result = await proposeEdit(input).catch(() => null)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return showActionErrors(result, setError, FIELDS)
    toast.success('Sent to an editor', result.data.message)
    router.push('/account#account-claims')
    router.refresh()
  })

  const toggle = (id: number, on: boolean) =>
    setValue('integrations', on ? [...chosen, id] : chosen.filter((value) => value !== id), { shouldDirty: true })

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="space-y-8">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="text-base font-semibold text-ink">About the tool</legend>
        <FormField id="edit-description" as="textarea" rows={4} label="Description" hint="One or two sentences; cards show the first two lines." error={errors.description?.message} {...register('description')} />
        <FormField id="edit-features" as="textarea" rows={6} label="Key features" hint="One per line, at most 12." error={errors.features?.message} {...register('features')} />
      </fieldset>

      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="text-base font-semibold text-ink">Pricing facts</legend>
        <p className="text-sm text-muted">As you publish them; leave a value empty when it is not published.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="edit-model" as="select" label="Pricing model" error={errors.pricingModel?.message} {...register('pricingModel')}>
            <option value="">Not published</option>
            {PRICING_MODELS.map((model) => (
              <option key={model.value} value={model.value}>
                {model.label}
              </option>
            ))}
          </FormField>
          <FormField id="edit-price" label="Starting price (USD per month)" inputMode="decimal" placeholder="e.g. 49" error={errors.startingPrice?.message} {...register('startingPrice')} />
          <FormField id="edit-free-tier" as="select" label="Free plan" error={errors.freeTier?.message} {...register('freeTier')}>
            {FACT_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </FormField>
          <FormField id="edit-trial" label="Free trial (days)" inputMode="numeric" placeholder="e.g. 14" error={errors.freeTrialDays?.message} {...register('freeTrialDays')} />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 rounded border-line text-brand-600" {...register('contactSales')} />
          Pricing is (also) by quote or demo
        </label>
      </fieldset>

      <fieldset disabled={isSubmitting} className="space-y-3">
        <legend className="text-base font-semibold text-ink">Integrations</legend>
        <p className="text-sm text-muted">The systems {toolName} connects to, from our catalogue.</p>
        <div className="grid max-h-72 gap-x-4 overflow-y-auto rounded-xl border border-line p-3 sm:grid-cols-2" role="group" aria-label="Integrations">
          {integrationOptions.map((option) => (
            <label key={option.id} className="flex min-h-10 items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="size-4 rounded border-line text-brand-600" checked={chosen.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
              <span className="min-w-0 break-words">{option.name}</span>
            </label>
          ))}
        </div>
        {errors.integrations?.message ? (
          <p role="alert" className="text-xs font-medium text-red-600">
            {errors.integrations.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="text-base font-semibold text-ink">Logo and screenshot</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-3">
            <Current label="Logo now" src={logoUrl} />
            <LogoUpload label="New logo" toolName={toolName} value={logo} onChange={(next) => setValue('logo', next, { shouldDirty: true })} />
          </div>
          <div className="space-y-3">
            <Current label="Screenshot now" src={screenshotUrl} wide />
            <LogoUpload label="New screenshot" kind="screenshot" toolName={toolName} value={screenshot} onChange={(next) => setValue('screenshot', next, { shouldDirty: true })} />
          </div>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">Only what you change is sent. An editor accepts or rejects it, and we e-mail you either way.</p>
        <Button type="submit" className="shrink-0 max-sm:w-full">
          {isSubmitting ? 'Sending…' : 'Send to an editor'}
        </Button>
      </div>
    </form>
  )
}
