'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, Loader2 } from 'lucide-react'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { createSubmissionSetup, submitTool } from '@/actions/submissions'
import { LogoUpload, type UploadedLogo } from '@/components/payments/logo-upload'
import { ManualBillingNotice } from '@/components/payments/manual-billing-notice'
import { type SavedSetup, StripeSetupForm } from '@/components/payments/stripe-setup-form'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, Input, Select, Textarea } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { SUBMISSION_AUDIENCES, submissionSchema, type SubmissionValues, withHttps } from '@/schemas/submission'

import { readStoredSubmission, type StoredSubmission, storeSubmission } from './stored-submission'

type Props = { mode: 'stripe' | 'manual'; publishableKey?: string }
type Setup = { clientSecret: string; customerId: string }

const THANK_YOU_DELAY_MS = 2000
/** The Stripe customer of a card setup that may come back through a redirect. */
const PENDING_SETUP_KEY = 'toolSubmissionSetup'
const SUCCESS_TITLE = 'Payment method saved successfully'
const SUCCESS_TEXT = "Your submission is complete and pending review. We'll notify you once it's approved!"

export function SubmitToolForm({ mode, publishableKey }: Props) {
  const router = useRouter()
  const searchParams = useSearchParams()
  const [step, setStep] = useState<'details' | 'payment'>('details')
  const [logo, setLogo] = useState<UploadedLogo | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const form = useForm<SubmissionValues>({
    resolver: zodResolver(submissionSchema),
    defaultValues: { name: '', website: '', description: '', audience: '' as SubmissionValues['audience'], features: '', contactEmail: '' },
  })
  const { register, handleSubmit, formState, reset, getValues, watch } = form
  const errors = formState.errors

  useEffect(() => {
    const stored = readStoredSubmission()
    if (!stored) return
    const { logo: storedLogo, ...values } = stored
    reset({ ...form.getValues(), ...values })
    if (storedLogo) setLogo(storedLogo)
  }, [reset, form])

  // Back from a payment method that needed a redirect: finish the submission with the stored values.
  const returnedSetup = searchParams.get('setup_intent')
  const redirectStatus = searchParams.get('redirect_status')
  const resumed = useRef(false)
  useEffect(() => {
    if (!returnedSetup || resumed.current) return
    resumed.current = true
    const customerId = window.sessionStorage.getItem(PENDING_SETUP_KEY)
    if (redirectStatus !== 'succeeded' || !customerId || !readStoredSubmission()) {
      toast.error('Payment setup failed', 'Please try again')
      return
    }
    setStep('payment')
    void finish({ setupIntentId: returnedSetup, paymentMethodId: '', customerId }, readStoredSubmission())
    // Runs once per redirect; finish only reads state that is restored from storage here.
  }, [returnedSetup, redirectStatus])

  async function continueToPayment(values: SubmissionValues) {
    const prepared = { ...values, website: withHttps(values.website) }
    form.setValue('website', prepared.website)
    storeSubmission({ ...prepared, logo })
    if (mode === 'manual') {
      setStep('payment')
      return
    }
    setBusy(true)
    try {
      const result = await createSubmissionSetup({ email: prepared.contactEmail, toolName: prepared.name })
      if (!result.ok) throw new Error(result.error)
      setSetup(result.data)
      window.sessionStorage.setItem(PENDING_SETUP_KEY, result.data.customerId)
      setStep('payment')
    } catch (error) {
      toast.error('Error setting up payment', error instanceof Error && error.message ? error.message : 'Could not set up payment method. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function finish(stripe?: SavedSetup & { customerId: string }, stored?: StoredSubmission | null) {
    const current: SubmissionValues = stored ?? getValues()
    const currentLogo = stored ? stored.logo : logo
    const values = {
      name: current.name,
      website: withHttps(current.website),
      description: current.description,
      audience: current.audience,
      features: current.features,
      contactEmail: current.contactEmail,
      logoId: currentLogo?.id,
    }
    const result = await submitTool({
      values,
      stripe: stripe ? { customerId: stripe.customerId, setupIntentId: stripe.setupIntentId } : undefined,
    }).catch(() => null)
    if (!result?.ok) {
      toast.error('Error submitting form', result?.error || 'Please try again later.')
      return
    }
    setDone(true)
    window.sessionStorage.removeItem(PENDING_SETUP_KEY)
    toast.success(mode === 'stripe' ? SUCCESS_TITLE : 'Submission received', SUCCESS_TEXT)
    window.setTimeout(() => router.push('/submit-tool/thank-you'), THANK_YOU_DELAY_MS)
  }

  async function submitManual() {
    setBusy(true)
    await finish()
    setBusy(false)
  }

  const toolName = watch('name')

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
        {mode === 'stripe' && setup && publishableKey ? (
          <StripeSetupForm
            publishableKey={publishableKey}
            clientSecret={setup.clientSecret}
            returnPath="/submit-tool/form"
            onSaved={(saved) => finish({ ...saved, customerId: setup.customerId })}
          />
        ) : (
          <div className="space-y-4">
            <ManualBillingNotice amount="the one-time $97 listing fee" />
            <Button size="lg" className="w-full" disabled={busy || done} onClick={submitManual}>
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {busy ? 'Processing...' : 'Submit for Review'}
            </Button>
          </div>
        )}
        <Button variant="ghost" disabled={busy || done} onClick={() => setStep('details')}>
          <ArrowLeft className="size-4" aria-hidden /> Edit submission
        </Button>
      </Card>
    )
  }

  const describe = (name: keyof SubmissionValues, hint?: boolean) =>
    errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined

  return (
    <Card className="p-6 sm:p-8">
      <form noValidate onSubmit={handleSubmit(continueToPayment)} className="space-y-5">
        <Field id="name" label="Tool Name" error={errors.name?.message}>
          <Input id="name" autoComplete="organization" aria-invalid={Boolean(errors.name)} aria-describedby={describe('name')} {...register('name')} />
        </Field>
        <Field id="website" label="Website URL" hint="https:// is added automatically" error={errors.website?.message}>
          <Input
            id="website"
            inputMode="url"
            placeholder="example.com"
            aria-invalid={Boolean(errors.website)}
            aria-describedby={describe('website', true)}
            {...register('website')}
          />
        </Field>
        <Field id="description" label="Description" error={errors.description?.message}>
          <Textarea
            id="description"
            placeholder="What does your tool do, and for whom?"
            aria-invalid={Boolean(errors.description)}
            aria-describedby={describe('description')}
            {...register('description')}
          />
        </Field>
        <Field id="audience" label="Target Audience" error={errors.audience?.message}>
          <Select id="audience" aria-invalid={Boolean(errors.audience)} aria-describedby={describe('audience')} {...register('audience')}>
            <option value="">Select an audience</option>
            {SUBMISSION_AUDIENCES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="features" label="Key Features" hint="One feature per line" error={errors.features?.message}>
          <Textarea
            id="features"
            placeholder={'AI resume screening\nATS integrations\nCandidate scoring'}
            aria-invalid={Boolean(errors.features)}
            aria-describedby={describe('features', true)}
            {...register('features')}
          />
        </Field>
        <Field id="contactEmail" label="Contact Email" error={errors.contactEmail?.message}>
          <Input
            id="contactEmail"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.contactEmail)}
            aria-describedby={describe('contactEmail')}
            {...register('contactEmail')}
          />
        </Field>
        <LogoUpload label="Tool Logo (Optional)" toolName={toolName} value={logo} onChange={setLogo} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {busy ? 'Processing...' : 'Continue to Payment'}
        </Button>
      </form>
    </Card>
  )
}
