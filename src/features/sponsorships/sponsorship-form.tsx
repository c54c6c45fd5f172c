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
  SPONSORSHIP_CATEGORIES,
  SPONSORSHIP_STEP_FIELDS,
  sponsorshipSchema,
  type SponsorshipValues,
  withHttps,
} from '@/domains/vendors/shared'
import { FollowRequestNote, LogoUpload, ManualBillingNotice, savedToast, type UploadedLogo } from '@/features/vendor-forms/client'

import { CONFIRMATION_NEXT_STEPS } from './next-steps'
import { PlanCard } from './plan-cards'
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
 */
export function SponsorshipForm({ mode }: { mode: 'stripe' | 'manual' }) {
  const [step, setStep] = useState(1)
  const [logo, setLogo] = useState<UploadedLogo | null>(null)
  const [busy, setBusy] = useState(false)
  const [checkoutError, setCheckoutError] = useState<string | null>(null)
  const form = useForm<SponsorshipValues>({ resolver: zodResolver(sponsorshipSchema), mode: 'onChange', defaultValues: EMPTY })
  const { register, formState, trigger, getValues, setValue, reset, control } = form
  const errors = formState.errors

  useEffect(() => {
    const stored = readStoredSponsorship()
    if (!stored) return
    const { logo: storedLogo, ...values } = stored
    reset({ ...EMPTY, ...values })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read only after hydration, so the server render matches
    if (storedLogo) setLogo(storedLogo)
  }, [reset])
  usePrefillEmail(useCallback((email: string) => {
    if (!getValues('contactEmail')) setValue('contactEmail', email)
  }, [getValues, setValue]))

  const payload = () => ({ ...getValues(), toolUrl: withHttps(getValues('toolUrl')), logoId: logo?.id })

  async function next() {
    const fields = SPONSORSHIP_STEP_FIELDS[step as 1 | 2 | 3]
    if (!(await trigger([...fields]))) return
    if (step === 1) setValue('toolUrl', withHttps(getValues('toolUrl')), { shouldValidate: true })
    if (step < 3) {
      setStep(step + 1)
      return
    }
    storeSponsorship({ ...getValues(), toolUrl: withHttps(getValues('toolUrl')), logo })
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

  const plan = useWatch({ control, name: 'plan' })

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
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <StepProgress step={step} />
      <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-8 space-y-5">
        {step === 1 ? (
          <>
            <h2 className="text-xl font-semibold text-ink">Tell us about your tool</h2>
            <FormField id="toolName" label="Tool Name" error={errors.toolName?.message} {...register('toolName')} />
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
              {SPONSORSHIP_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
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
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-ink">Select Your Plan</legend>
            <div className="grid gap-5 pt-3 md:grid-cols-2">
              {(['basic', 'premium'] as const).map((key) => (
                <label key={key} className="block cursor-pointer">
                  <input type="radio" value={key} className="peer sr-only" {...register('plan')} />
                  <PlanCard
                    plan={key}
                    selected={plan === key}
                    className={clsx(
                      'transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-400',
                      plan === key ? 'bg-brand-50/40' : 'hover:border-brand-300',
                    )}
                  >
                    <span className="mt-5 text-sm font-medium text-brand-700">{plan === key ? 'Selected' : `Choose ${PLANS[key].name}`}</span>
                  </PlanCard>
                </label>
              ))}
            </div>
            {checkoutError ? (
              <p role="alert" className="text-sm font-medium text-red-600">
                {checkoutError}
              </p>
            ) : null}
          </fieldset>
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
  )
}
