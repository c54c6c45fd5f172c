import { z } from 'zod'

import { REVIEW_ROLES, type ReviewRole } from '@/domains/reviews/shared'

const roleValues = REVIEW_ROLES.map(({ value }) => value) as [ReviewRole, ...ReviewRole[]]

/** Length limits of a review, shared by the form's hints, the schema and the collection's fields. */
export const REVIEW_LIMITS = { titleMin: 5, titleMax: 120, bodyMin: 50, bodyMax: 4000 } as const

const ratingMessage = 'Choose a rating from 1 to 5 stars.'

/** One truth for the review form and the action that stores the review. */
export const reviewSchema = z.object({
  toolId: z.number({ error: 'A tool id is required.' }).int().positive(),
  // A radio group gives the rating as text; anything but a whole number from 1 to 5 is refused.
  rating: z.coerce.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
  title: z
    .string({ error: 'Give your review a title.' })
    .trim()
    .min(REVIEW_LIMITS.titleMin, `The title needs at least ${REVIEW_LIMITS.titleMin} characters.`)
    .max(REVIEW_LIMITS.titleMax, `Please keep the title under ${REVIEW_LIMITS.titleMax} characters.`),
  body: z
    .string({ error: 'Tell others what the tool was like to use.' })
    .trim()
    .min(REVIEW_LIMITS.bodyMin, `Please write at least ${REVIEW_LIMITS.bodyMin} characters about your experience.`)
    .max(REVIEW_LIMITS.bodyMax, `Please keep your review under ${REVIEW_LIMITS.bodyMax} characters.`),
  role: z.enum(roleValues, { error: 'Choose the role you used the tool in.' }),
})

export type ReviewInput = z.input<typeof reviewSchema>
export type Review = z.output<typeof reviewSchema>
