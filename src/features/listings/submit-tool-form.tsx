'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, CheckCircle2, Loader2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { usePrefillEmail } from '@/components/ui/use-prefill-email'
import { withHttps } from '@/domains/vendors/shared'
import { LogoUpload, ManualBillingNotice, type SavedSetup, savedToast, StripeSetupForm, type UploadedLogo } from '@/features/vendor-forms/client'

import { createSubmissionSetup } from './create-submission-setup'
import { pendingCustomer, readStoredSubmission, storeSubmission, submissionValues } from './stored-submission'
import { SUBMISSION_AUDIENCES, submissionSchema, type SubmissionValues } from './submission-schema'
import { submitTool } from './submit-tool'

type Props = { mode: 'stripe' | 'manual'; publishableKey?: string }
/** A card setup for this contact email: going back to edit and continuing again reuses it (one Stripe Customer). */
type Setup = { clientSecret: string; customerId: string; email: string }

/** The thank-you page follows the success toast after 2 seconds, so the toast is read first. */
const THANK_YOU_DELAY_MS = 2000

/** The submit-tool form, then the payment step: a card saved for later (Stripe) or an invoice note (manual). */
export function SubmitToolForm({ mode, publishableKey }: Props) {
  const router = useRouter()
  const [step, setStep] = useState<'details' | 'payment'>('details')
  const [logo, setLogo] = useState<UploadedLogo | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const form = useForm<SubmissionValues>({
    resolver: zodResolver(submissionSchema),
    defaultValues: { name: '', website: '', description: '', audience: '' as SubmissionValues['audience'], features: '', contactEmail: '' },
  })
  const { register, handleSubmit, formState, reset, getValues, control } = form
  const errors = formState.errors

  useEffect(() => {
    const stored = readStoredSubmission()
    if (!stored) return
    const { logo: storedLogo, ...values } = stored
    reset({ ...getValues(), ...values })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read only after hydration, so the server render matches
    if (storedLogo) setLogo(storedLogo)
  }, [reset, getValues])
  usePrefillEmail(useCallback((email: string) => {
    if (!getValues('contactEmail')) form.setValue('contactEmail', email)
  }, [getValues, form]))

  async function continueToPayment(values: SubmissionValues) {
    const prepared = { ...values, website: withHttps(values.website) }
    form.setValue('website', prepared.website)
    storeSubmission({ ...prepared, logo })
    if (mode === 'manual' || setup?.email === prepared.contactEmail) {
      setStep('payment')
      return
    }
    setBusy(true)
    try {
      const result = await createSubmissionSetup({ email: prepared.contactEmail, toolName: prepared.name })
      if (!result.ok) throw new Error(result.error)
      setSetup({ ...result.data, email: prepared.contactEmail })
      pendingCustomer.store(result.data.customerId)
      setStep('payment')
    } catch (error) {
      toast.error('Error setting up payment', error instanceof Error && error.message ? error.message : 'Could not set up payment method. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function finish(stripe?: SavedSetup & { customerId: string }) {
    const stored = readStoredSubmission()
    if (!stored) {
      toast.error('Error submitting form', 'Form data not found')
      return
    }
    const result = await submitTool({
      values: submissionValues(stored),
      stripe: stripe ? { customerId: stripe.customerId, setupIntentId: stripe.setupIntentId } : undefined,
    }).catch(() => null)
    if (!result?.ok) {
      toast.error('Error submitting form', result?.error || 'Please try again later.')
      return
    }
    setDone(true)
    pendingCustomer.clear()
    const saved = savedToast('submission', mode)
    toast.success(saved.title, saved.description)
    window.setTimeout(() => router.push('/submit-tool/thank-you'), THANK_YOU_DELAY_MS)
  }

  async function submitManual() {
    setBusy(true)
    await finish()
    setBusy(false)
  }

  const toolName = useWatch({ control, name: 'name' })

  if (step === 'payment') {
    return (
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="space-y-2">
          <h2 className="text-xl font-semibold text-ink">{mode === 'stripe' ? 'Setup Payment Method' : 'Billing by Invoice'}</h2>
          <p className="text-sm text-muted">
            You won&apos;t be charged until your submission is approved. The one-time $97 listing fee is charged only after
            our team reviews and approves {toolName || 'your tool'}.
          </p>
        </div>
        {done ? (
          // Saved: nothing here may be clicked again while the thank-you page loads.
          <p role="status" className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-ink">
            <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
            Your submission is saved. Taking you to the confirmation page…
          </p>
        ) : mode === 'stripe' && setup && publishableKey ? (
          <StripeSetupForm
            publishableKey={publishableKey}
            clientSecret={setup.clientSecret}
            returnPath="/submit-tool/thank-you"
            onSaved={(saved) => finish({ ...saved, customerId: setup.customerId })}
          />
        ) : (
          <div className="space-y-4">
            <ManualBillingNotice amount="the one-time $97 listing fee" />
            <Button size="lg" className="w-full" disabled={busy} onClick={submitManual}>
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {busy ? 'Processing...' : 'Submit for Review'}
            </Button>
          </div>
        )}
        {done ? null : (
          <Button variant="ghost" disabled={busy} onClick={() => setStep('details')}>
            <ArrowLeft className="size-4" aria-hidden /> Edit submission
          </Button>
        )}
      </Card>
    )
  }

  return (
    <Card className="p-6 sm:p-8">
      <form noValidate onSubmit={handleSubmit(continueToPayment)} className="space-y-5">
        <FormField id="name" label="Tool Name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
        <FormField
          id="website"
          label="Website URL"
          hint="https:// is added automatically"
          inputMode="url"
          placeholder="example.com"
          error={errors.website?.message}
          {...register('website')}
        />
        <FormField
          as="textarea"
          id="description"
          label="Description"
          placeholder="What does your tool do, and for whom?"
          error={errors.description?.message}
          {...register('description')}
        />
        <FormField as="select" id="audience" label="Target Audience" error={errors.audience?.message} {...register('audience')}>
          <option value="">Select an audience</option>
          {SUBMISSION_AUDIENCES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormField>
        <FormField
          as="textarea"
          id="features"
          label="Key Features"
          hint="One feature per line"
          placeholder={'AI resume screening\nATS integrations\nCandidate scoring'}
          error={errors.features?.message}
          {...register('features')}
        />
        <FormField
          id="contactEmail"
          label="Contact Email"
          type="email"
          autoComplete="email"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <LogoUpload label="Tool Logo (Optional)" toolName={toolName} value={logo} onChange={setLogo} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {busy ? 'Processing...' : 'Continue to Payment'}
        </Button>
      </form>
    </Card>
  )
}
