import { z } from 'zod'

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/platform/validation/slug'

export const REPORT_REASONS = [
  { value: 'broken_link', label: 'Broken link' },
  { value: 'misleading', label: 'Misleading information' },
  { value: 'wrong_category', label: 'Wrong category' },
  { value: 'outdated_pricing', label: 'Outdated pricing' },
  { value: 'other', label: 'Something else' },
] as const

export type ReportReason = (typeof REPORT_REASONS)[number]['value']

const reasonValues = REPORT_REASONS.map(({ value }) => value) as [ReportReason, ...ReportReason[]]

/** One truth for the report form and the server action that stores it. */
export const reportSchema = z.object({
  toolSlug: z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, 'That tool address is too long.')
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'That tool address is not valid.')
    .optional()
    .transform((value) => (value ? value : undefined)),
  reason: z.enum(reasonValues, { error: 'Choose what is wrong.' }),
  details: z
    .string({ error: 'Tell us what is wrong.' })
    .trim()
    .min(10, 'Please describe the problem in at least 10 characters.')
    .max(2000, 'Please keep the details under 2000 characters.'),
  email: z
    .string()
    .trim()
    .max(254, 'That email address is too long.')
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email('Enter a valid email address, or leave it empty.').optional()),
})

export type ReportInput = z.input<typeof reportSchema>
export type Report = z.output<typeof reportSchema>
