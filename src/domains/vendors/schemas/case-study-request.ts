import { z } from 'zod'

import { emailField } from '@/domains/accounts/shared'
import { isSlug } from '@/platform/validation/slug'

export const CASE_STUDY_LIMITS = { goalMin: 20, goalMax: 1000, nameMax: 120, notesMax: 2000 } as const

/** Where a request stands in the editors' queue; `new` and `in_progress` are open (one per tool). */
export const CASE_STUDY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'declined', label: 'Declined' },
] as const
export type CaseStudyStatus = (typeof CASE_STUDY_STATUSES)[number]['value']

/** One truth for the Premium case study request form and its action. */
export const caseStudyRequestSchema = z.object({
  tool: z.string({ error: 'Choose a tool.' }).refine(isSlug, 'Choose a tool.'),
  goal: z
    .string({ error: 'Tell us what the case study should show.' })
    .trim()
    .min(CASE_STUDY_LIMITS.goalMin, `Tell us what the case study should show (at least ${CASE_STUDY_LIMITS.goalMin} characters).`)
    .max(CASE_STUDY_LIMITS.goalMax, `Please keep this under ${CASE_STUDY_LIMITS.goalMax} characters.`),
  contactName: z
    .string({ error: 'Enter the name of the person we should talk to.' })
    .trim()
    .min(2, 'Enter the name of the person we should talk to.')
    .max(CASE_STUDY_LIMITS.nameMax, `Please keep the name under ${CASE_STUDY_LIMITS.nameMax} characters.`),
  contactEmail: emailField,
  notes: z
    .string({ error: 'Notes must be text.' })
    .trim()
    .max(CASE_STUDY_LIMITS.notesMax, `Please keep the notes under ${CASE_STUDY_LIMITS.notesMax} characters.`)
    .optional()
    .transform((value) => value || undefined),
})

export type CaseStudyRequestInput = z.input<typeof caseStudyRequestSchema>
export type CaseStudyRequestValues = z.output<typeof caseStudyRequestSchema>
