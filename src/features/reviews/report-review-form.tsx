'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { FieldError } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { SubmitOrCancel } from '@/components/ui/submit-or-cancel'
import { toast } from '@/components/ui/toast'

import { reportReview } from './report-review'
import { REVIEW_REPORT_DETAILS_MAX, REVIEW_REPORT_REASONS, type ReviewReport, type ReviewReportInput, reviewReportSchema } from './review-report-schema'

/**
 * The report form under a review (loaded when "Report" is pressed, with its validation code):
 * a reason and optional details; it lands in the editors' queue.
 */
export function ReportReviewForm({ reviewId, onSent, onCancel }: { reviewId: number; onSent: () => void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReportInput, unknown, ReviewReport>({ resolver: zodResolver(reviewReportSchema), defaultValues: { reviewId, details: '' } })

  async function onSubmit(values: ReviewReport) {
    const result = await reportReview(values)
    if (result.ok) {
      toast.success('Report sent', 'Thank you. A moderator will look at this review.')
      onSent()
      return
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof ReviewReportInput, { message })
    toast.error('Your report was not sent', result.error)
  }

  const formId = `report-review-${reviewId}`
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-3 w-full space-y-3 rounded-xl border border-line bg-surface p-4" aria-label="Report this review">
      <fieldset aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}>
        <legend className="text-sm font-medium text-ink">Why are you reporting this review?</legend>
        <div className="mt-2 grid gap-2">
          {REVIEW_REPORT_REASONS.map((reason) => (
            <label key={reason.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <input type="radio" value={reason.value} {...register('reason')} className="size-4 accent-brand-600" />
              {reason.label}
            </label>
          ))}
        </div>
        <FieldError id={`${formId}-reason-error`} message={errors.reason?.message} className="mt-1.5" />
      </fieldset>
      <FormField
        as="textarea"
        id={`${formId}-details`}
        label="Details (optional)"
        rows={3}
        maxLength={REVIEW_REPORT_DETAILS_MAX}
        error={errors.details?.message}
        {...register('details')}
      />
      <SubmitOrCancel label="Send report" busyLabel="Sending…" busy={isSubmitting} onCancel={onCancel} />
    </form>
  )
}
