import { z } from 'zod'

import { rowIdSchema } from '@/platform/validation/row-id'

/** Why a visitor reports a review; editors see the reason in the Review reports queue. */
export const REVIEW_REPORT_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'not_genuine', label: 'Not a genuine experience (fake, or by the vendor or a competitor)' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'personal_data', label: 'Shares personal information' },
  { value: 'other', label: 'Something else' },
] as const

export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]['value']

const reasonValues = REVIEW_REPORT_REASONS.map(({ value }) => value) as [ReviewReportReason, ...ReviewReportReason[]]

export const REVIEW_REPORT_DETAILS_MAX = 1000

/** One truth for the report-a-review form and its action. */
export const reviewReportSchema = z.object({
  reviewId: rowIdSchema,
  reason: z.enum(reasonValues, { error: 'Choose why you are reporting this review.' }),
  details: z
    .string({ error: 'Details must be text.' })
    .trim()
    .max(REVIEW_REPORT_DETAILS_MAX, `Please keep the details under ${REVIEW_REPORT_DETAILS_MAX} characters.`)
    .optional()
    .transform((value) => value || undefined),
})

export type ReviewReportInput = z.input<typeof reviewReportSchema>
export type ReviewReport = z.output<typeof reviewReportSchema>
