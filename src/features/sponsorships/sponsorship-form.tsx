'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { clsx } from 'clsx'
import { ArrowLeft, ArrowRight, CheckCircle2, Loader2 } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button, ButtonLink } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { usePrefillEmail } from '@/components/ui/use-prefill-email'
import {
  formatUsd,
  PLANS,
  type PlanKey,
  SPONSORSHIP_CATEGORY_GROUPS,
  SPONSORSHIP_STEP_FIELDS,
  sponsorshipSchema,
  type SponsorshipValues,
  withHttps,
} from '@/domains/vendors/shared'
import { FollowRequestNote, LogoUpload, ManualBillingNotice, savedToast, type UploadedLogo } from '@/features/vendor-forms/client'

import { CONFIRMATION_NEXT_STEPS } from './next-steps'
import { OwnedToolPick } from './owned-tool-pick'
import type { OwnedToolChoice, PlacementDraft } from './placement-draft'
import { PlanChoice } from './plan-choice'
import { startSponsorCheckout } from './start-sponsor-checkout'
import { StepProgress } from './step-progress'
import { clearStoredSponsorship, readStoredSponsorship, storeSponsorship } from './stored-sponsorship'
import { submitManualSponsorship } from './submit-manual-sponsorship'

const EMPTY: SponsorshipValues = {
  toolName: '',
  toolUrl: '',
  category: '' as SponsorshipValues['category'],
  description: '',
  contactEmail: '',
  companyName: '',
  phoneNumber: '',
  plan: 'basic',
}

/**
 * The 4-step feature-tool form (tool info, contact, plan, payment) plus its confirmation. Next
 * validates the current step first; no Back on step 1; neither button on payment and confirmation.
 * A signed-in vendor may pick one of the listed tools they own instead of typing one (the server
 * checks the ownership again). Beside the steps, `preview` draws the featured card as it stands.
 */
export function SponsorshipForm(props: {
  mode: 'stripe' | 'manual'
  plan: PlanKey
  ownedTools: OwnedToolChoice[]
  preview: (draft: PlacementDraft) => React.ReactNode
}) {
  const { mode, ownedTools, preview } = props
  const [step, setStep] = useState(1)
  const [logo, setLogo] = useState<UploadedLogo | null>(null)
  const [toolId, setToolId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [checkoutError, setCheckoutError] = useState<string | null>(null)
  const form = useForm<SponsorshipValues>({ resolver: zodResolver(sponsorshipSchema), mode: 'onChange', defaultValues: { ...EMPTY, plan: props.plan } })
  const { register, formState, trigger, getValues, setValue, reset, control } = form
  const errors = formState.errors

  useEffect(() => {
    const stored = readStoredSponsorship()
    if (!stored) return
    const { logo: storedLogo, toolId: storedToolId, ...values } = stored
    // The plan just chosen on the landing wins over the one stored by an earlier attempt.
    reset({ ...EMPTY, ...values, plan: getValues('plan') })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read only after hydration, so the server render matches
    if (storedLogo) setLogo(storedLogo)
    if (storedToolId) setToolId(storedToolId)
  }, [reset, getValues])
  usePrefillEmail(useCallback((email: string) => {
    if (!getValues('contactEmail')) setValue('contactEmail', email)
  }, [getValues, setValue]))

  // A tool picked earlier counts only while it is among the vendor's tools (signed in as its owner).
  const picked = ownedTools.some((tool) => tool.id === toolId) ? toolId : null
  const payload = () => ({ ...getValues(), toolUrl: withHttps(getValues('toolUrl')), logoId: logo?.id, toolId: picked ?? undefined })

  function pick(tool: OwnedToolChoice | null) {
    const fromTool = toolId !== null
    setToolId(tool?.id ?? null)
    if (!tool) {
      if (fromTool) for (const field of ['toolName', 'toolUrl', 'description'] as const) setValue(field, '')
      return
    }
    setValue('toolName', tool.name, { shouldValidate: true })
    setValue('toolUrl', tool.url, { shouldValidate: true })
    if (tool.category) setValue('category', tool.category as SponsorshipValues['category'], { shouldValidate: true })
    setValue('description', tool.description, { shouldValidate: true })
  }

  async function next() {
    const fields = SPONSORSHIP_STEP_FIELDS[step as 1 | 2 | 3]
    if (!(await trigger([...fields]))) return
    if (step === 1) setValue('toolUrl', withHttps(getValues('toolUrl')), { shouldValidate: true })
    if (step < 3) {
      setStep(step + 1)
      return
    }
    storeSponsorship({ ...getValues(), toolUrl: withHttps(getValues('toolUrl')), logo, toolId: picked })
    if (mode === 'manual') {
      setStep(4)
      return
    }
    setBusy(true)
    setCheckoutError(null)
    const result = await startSponsorCheckout(payload()).catch(() => null)
    if (result?.ok && result.data.checkoutUrl) {
      window.location.assign(result.data.checkoutUrl)
      return
    }
    const message = result && !result.ok ? result.error : 'Failed to set up payment. Please try again.'
    setCheckoutError(message)
    toast.error('Error', message)
    setBusy(false)
  }

  async function submitManual() {
    setBusy(true)
    const result = await submitManualSponsorship(payload()).catch(() => null)
    setBusy(false)
    if (!result?.ok) {
      toast.error('Error submitting form', result?.error || 'Please try again later.')
      return
    }
    const saved = savedToast('sponsorship', 'manual')
    toast.success(saved.title, saved.description)
    clearStoredSponsorship()
    setStep(5)
  }

  const [plan, toolName, category, description] = useWatch({ control, name: ['plan', 'toolName', 'category', 'description'] })

  if (step === 5) {
    return (
      <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm sm:p-12">
        <CheckCircle2 className="mx-auto size-14 text-emerald-500" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold text-ink">Thank You!</h2>
        <p className="mt-2 text-muted">Your featured placement request has been submitted.</p>
        <div className="mx-auto mt-6 max-w-md rounded-xl bg-surface p-5 text-left">
          <h3 className="font-semibold text-ink">What happens next?</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted">
            {CONFIRMATION_NEXT_STEPS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <FollowRequestNote contactEmail={getValues('contactEmail')} />
        <ButtonLink href="/" size="lg" className="mt-8">
          Return to Homepage
        </ButtonLink>
      </div>
    )
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <StepProgress step={step} />
        <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-8 space-y-5">
          {step === 1 ? (
            <>
              <h2 className="text-xl font-semibold text-ink">Tell us about your tool</h2>
              {ownedTools.length > 0 ? <OwnedToolPick tools={ownedTools} picked={picked} onPick={pick} /> : null}
              <FormField
                id="toolName"
                label="Tool Name"
                readOnly={picked !== null}
                hint={picked !== null ? 'As listed in the directory' : undefined}
                error={errors.toolName?.message}
                {...register('toolName')}
              />
              <FormField
                id="toolUrl"
                label="Website URL"
                hint="https:// will be added automatically"
                inputMode="url"
                placeholder="example.com"
                error={errors.toolUrl?.message}
                {...register('toolUrl')}
              />
              <FormField as="select" id="category" label="Primary Category" error={errors.category?.message} {...register('category')}>
                <option value="">Select a category</option>
                {SPONSORSHIP_CATEGORY_GROUPS.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.categories.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                ))}
                <option value="Other">Other</option>
              </FormField>
              <FormField
                as="textarea"
                id="description"
                label="Description"
                placeholder="Describe your tool in 30-200 words"
                error={errors.description?.message}
                {...register('description')}
              />
            </>
          ) : null}

          {step === 2 ? (
            <>
              <h2 className="text-xl font-semibold text-ink">Contact Information</h2>
              <FormField
                id="contactEmail"
                label="Email Address"
                type="email"
                autoComplete="email"
                error={errors.contactEmail?.message}
                {...register('contactEmail')}
              />
              <FormField id="companyName" label="Company Name (Optional)" autoComplete="organization" {...register('companyName')} />
              <FormField id="phoneNumber" label="Phone Number (Optional)" type="tel" autoComplete="tel" {...register('phoneNumber')} />
              <LogoUpload label="Tool Logo (Optional)" toolName={getValues('toolName')} value={logo} onChange={setLogo} />
            </>
          ) : null}

          {step === 3 ? (
            <div className="space-y-4">
              <PlanChoice
                value={plan}
                onChange={(key) => setValue('plan', key, { shouldValidate: true })}
                legend={<legend className="text-xl font-semibold text-ink">Select Your Plan</legend>}
              />
              {checkoutError ? (
                <p role="alert" className="text-sm font-medium text-red-600">
                  {checkoutError}
                </p>
              ) : null}
            </div>
          ) : null}

          {step === 4 ? (
            <div className="space-y-5">
              <h2 className="text-xl font-semibold text-ink">Setup Payment Method</h2>
              <p className="text-sm text-muted">You won&apos;t be charged until your submission is approved</p>
              <ManualBillingNotice amount={`the ${PLANS[plan].name} plan (${formatUsd(PLANS[plan].monthlyCents)}/month)`} />
              <Button size="lg" className="w-full" disabled={busy} onClick={submitManual}>
                {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                {busy ? 'Processing...' : 'Submit for Review'}
              </Button>
            </div>
          ) : null}

          {step <= 3 ? (
            <div className={clsx('flex gap-3 pt-2', step === 1 ? 'justify-end' : 'justify-between')}>
              {step > 1 ? (
                <Button variant="outline" disabled={busy} onClick={() => setStep(Math.max(1, step - 1))}>
                  <ArrowLeft className="size-4" aria-hidden /> Back
                </Button>
              ) : null}
              <Button onClick={next} disabled={busy}>
                {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                {busy ? 'Processing...' : 'Next'}
                {busy ? null : <ArrowRight className="size-4" aria-hidden />}
              </Button>
            </div>
          ) : null}
        </form>
      </div>
      <section aria-label="Preview" className="lg:sticky lg:top-24">
        {preview({ toolId: picked, toolName, category, description, logoUrl: logo?.url ?? null })}
      </section>
    </div>
  )
}
