'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Star } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { REVIEW_ROLES } from '@/domains/reviews/shared'

import { REVIEW_LIMITS, type Review, type ReviewInput, reviewSchema } from './review-schema'
import { submitReview } from './submit-review'

type Props = { toolId: number; toolName: string; onSubmitted: () => void }

/**
 * Writing a review: stars, a title, the text and the role it was used in, checked by the same
 * schema as the action. It goes to moderation; the section then says so (review-form-gate.tsx).
 */
export function ReviewForm({ toolId, toolName, onSubmitted }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, Review>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { toolId, title: '', body: '', role: undefined, rating: undefined },
  })
  const bodyLength = (useWatch({ control, name: 'body' }) ?? '').trim().length

  async function onSubmit(values: Review) {
    const result = await submitReview(values)
    if (result.ok) {
      toast.success('Thank you for your review', 'It will appear once a moderator has checked it.')
      onSubmitted()
      return
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof ReviewInput, { message })
    toast.error('Your review was not sent', result.error)
    if (result.code !== 'invalid' && result.code !== 'rate_limited' && result.code !== 'error') onSubmitted()
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label={`Review ${toolName}`}>
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
            >
              <input type="radio" value={stars} {...register('rating')} className="sr-only" />
              {stars}
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only"> {stars === 1 ? 'star' : 'stars'}</span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={errors.rating?.message} className="mt-1.5" />
      </fieldset>
      <FormField
        id="review-title"
        label="Title"
        hint={`${REVIEW_LIMITS.titleMin}–${REVIEW_LIMITS.titleMax} characters.`}
        error={errors.title?.message}
        maxLength={REVIEW_LIMITS.titleMax}
        placeholder="e.g. Saved us hours on sourcing"
        {...register('title')}
      />
      <FormField
        as="textarea"
        id="review-body"
        label="Your review"
        rows={6}
        hint={`What did you use it for, what worked, what didn't? At least ${REVIEW_LIMITS.bodyMin} characters (${bodyLength}/${REVIEW_LIMITS.bodyMax}).`}
        error={errors.body?.message}
        maxLength={REVIEW_LIMITS.bodyMax}
        {...register('body')}
      />
      <FormField as="select" id="review-role" label="You used it as a" error={errors.role?.message} defaultValue="" {...register('role')}>
        <option value="" disabled>
          Choose your role
        </option>
        {REVIEW_ROLES.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting} className="max-sm:w-full">
          {isSubmitting ? 'Sending…' : 'Submit review'}
        </Button>
        <p className="text-xs text-muted">A moderator checks every review before it is published.</p>
      </div>
    </form>
  )
}
