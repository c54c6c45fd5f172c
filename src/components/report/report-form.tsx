'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import Link from 'next/link'
import { useCallback, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { submitReport } from '@/actions/reports'
import { Button } from '@/components/ui/button'
import { Field, FieldError, Input, Textarea } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { usePrefillEmail } from '@/components/ui/use-prefill-email'
import { REPORT_REASONS, reportSchema, type Report, type ReportInput } from '@/domains/directory/shared'

type Props = { tool: { slug: string; name: string } | null }

export function ReportForm({ tool }: Props) {
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput, unknown, Report>({
    resolver: zodResolver(reportSchema),
    defaultValues: { toolSlug: tool?.slug ?? '', details: '', email: '' },
  })
  usePrefillEmail(useCallback((email: string) => {
    if (!getValues('email')) setValue('email', email)
  }, [getValues, setValue]))
  const detailsLength = (useWatch({ control, name: 'details' }) ?? '').trim().length

  async function onSubmit(values: Report) {
    const result = await submitReport(values)
    if (result.ok) {
      setSent(true)
      toast.success('Report sent', 'Thank you. Our team will review it.')
      return
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as keyof ReportInput, { message })
    }
    toast.error('Your report was not sent', result.error)
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
          Thank you for your report
        </h2>
        <p className="mt-2 text-slate-700">
          It is in our review queue and a person on our team will check it. If you left an email address, we will let you know
          what we changed.
        </p>
        <div className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
          {tool ? (
            <Link href={`/tools/${tool.slug}`} className="text-brand-700 hover:text-brand-900">
              Back to {tool.name}
            </Link>
          ) : null}
          <Link href="/" className="text-brand-700 hover:text-brand-900">
            Browse tools
          </Link>
        </div>
      </div>
    )
  }

  const describedBy = (id: string, hint?: boolean) => (errors[id as keyof ReportInput] ? `${id}-error` : hint ? `${id}-hint` : undefined)

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <input type="hidden" {...register('toolSlug')} />
      {errors.toolSlug?.message ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.toolSlug.message}
        </p>
      ) : null}
      <fieldset aria-describedby={errors.reason ? 'reason-error' : undefined}>
        <legend className="text-sm font-medium text-ink">What is wrong?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
            >
              <input type="radio" value={reason.value} {...register('reason')} className="size-4 accent-brand-600" />
              {reason.label}
            </label>
          ))}
        </div>
        <FieldError id="reason-error" message={errors.reason?.message} className="mt-1.5" />
      </fieldset>

      <Field
        id="details"
        label="Details"
        hint={`${tool ? 'What did you notice?' : 'Which tool is it, and what did you notice?'} At least 10 characters (${detailsLength}/2000).`}
        error={errors.details?.message}
      >
        <Textarea
          id="details"
          rows={6}
          maxLength={2000}
          aria-invalid={Boolean(errors.details)}
          aria-describedby={describedBy('details', true)}
          placeholder={tool ? 'e.g. The pricing page now lists different plans.' : 'e.g. The website link for ExampleAI shows an error page.'}
          {...register('details')}
        />
      </Field>

      <Field id="email" label="Email (optional)" hint="Only if you would like to hear back from us." error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email', true)}
          {...register('email')}
        />
      </Field>

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending…' : 'Send Report'}
      </Button>
    </form>
  )
}
