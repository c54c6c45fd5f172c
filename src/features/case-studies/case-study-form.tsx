'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { CASE_STUDY_LIMITS, type CaseStudyRequestInput, type CaseStudyRequestValues, caseStudyRequestSchema } from '@/domains/vendors/shared'

import { requestCaseStudy } from './request-case-study'

/** Premium: ask the editors for a featured case study; once sent, the request's state replaces the form. */
export function CaseStudyForm({ toolSlug, defaultEmail, defaultName }: { toolSlug: string; defaultEmail: string; defaultName: string }) {
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CaseStudyRequestInput, unknown, CaseStudyRequestValues>({
    resolver: zodResolver(caseStudyRequestSchema),
    defaultValues: { tool: toolSlug, goal: '', contactName: defaultName, contactEmail: defaultEmail, notes: '' },
  })

  async function onSubmit(values: CaseStudyRequestValues) {
    const result = await requestCaseStudy(values)
    if (result.ok) {
      setSent(true)
      toast.success('Request sent', 'Our editors will reply by e-mail within a few working days.')
      return
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof CaseStudyRequestInput, { message })
    toast.error('Your request was not sent', result.error)
  }

  if (sent) {
    return (
      <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        Thank you. Your case study request is with our editors; they will reply to the contact address.
      </p>
    )
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Request a featured case study">
      <FormField
        as="textarea"
        id="case-study-goal"
        label="What should the case study show?"
        hint="The customer, the hiring problem and the result you would like us to feature."
        rows={4}
        maxLength={CASE_STUDY_LIMITS.goalMax}
        error={errors.goal?.message}
        {...register('goal')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="case-study-name" label="Contact name" autoComplete="name" maxLength={CASE_STUDY_LIMITS.nameMax} error={errors.contactName?.message} {...register('contactName')} />
        <FormField id="case-study-email" label="Contact e-mail" type="email" autoComplete="email" error={errors.contactEmail?.message} {...register('contactEmail')} />
      </div>
      <FormField as="textarea" id="case-study-notes" label="Notes (optional)" rows={3} maxLength={CASE_STUDY_LIMITS.notesMax} error={errors.notes?.message} {...register('notes')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Request a case study'}
      </Button>
    </form>
  )
}
