import { z } from 'zod'

import { rowIdSchema } from '@/platform/validation/row-id'

/** The sponsorship form's rules (checked on every change); its messages are the exact words a vendor reads. */
const SPONSORSHIP_URL_PATTERN = /^(https?:\/\/)?(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i

/** The form's primary categories, grouped by who the tools are for; "Other" when none fits. */
const RECRUITER_CATEGORIES = [
  'Resume Parsing',
  'Candidate Sourcing',
  'Interview Automation',
  'Candidate Screening',
  'Job Matching',
  'HR Automation',
  'Applicant Tracking',
  'Skill Assessment',
  'Chatbots',
  'Interview Intelligence',
  'Job Descriptions',
] as const
const JOB_SEEKER_CATEGORIES = ['Interview Preparation', 'Resume Builder', 'Job Search', 'Career Coaching', 'Professional Development'] as const
const EVERYONE_CATEGORIES = ['AI Assistants'] as const

export const SPONSORSHIP_CATEGORY_GROUPS = [
  { label: 'For Recruiters', toolType: 'recruiter', categories: RECRUITER_CATEGORIES },
  { label: 'For Job Seekers', toolType: 'job_seeker', categories: JOB_SEEKER_CATEGORIES },
  { label: 'For Everyone', toolType: 'everyone', categories: EVERYONE_CATEGORIES },
] as const

export const SPONSORSHIP_CATEGORIES = [...RECRUITER_CATEGORIES, ...JOB_SEEKER_CATEGORIES, ...EVERYONE_CATEGORIES, 'Other'] as const

/** The tool type a new listing made for a placement gets from its category ("Other": recruiter, the default type). */
export function sponsorshipToolType(category: string): 'recruiter' | 'job_seeker' | 'everyone' {
  return SPONSORSHIP_CATEGORY_GROUPS.find((group) => (group.categories as readonly string[]).includes(category))?.toolType ?? 'recruiter'
}

export const SPONSORSHIP_STORAGE_KEY = 'sponsorshipFormValues'
export const FORM_TYPE_STORAGE_KEY = 'formType'
export const SPONSORSHIP_FORM_TYPE = 'sponsorship'

export const sponsorshipSchema = z.object({
  toolName: z.string().trim().min(2, 'Tool name must be at least 2 characters').max(120, 'Tool name must be at most 120 characters'),
  toolUrl: z
    .string()
    .trim()
    .min(1, 'Website URL is required')
    .max(500, 'Please enter a valid URL')
    .regex(SPONSORSHIP_URL_PATTERN, 'Please enter a valid URL'),
  category: z.enum(SPONSORSHIP_CATEGORIES, { error: 'Please select a category' }),
  description: z
    .string()
    .trim()
    .min(30, 'Description must be at least 30 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  contactEmail: z.string().trim().email('Please enter a valid email address'),
  companyName: z.string().trim().max(160).optional(),
  phoneNumber: z.string().trim().max(40).optional(),
  plan: z.enum(['basic', 'premium']),
})

export type SponsorshipValues = z.infer<typeof sponsorshipSchema>

export const SPONSORSHIP_STEP_FIELDS = {
  1: ['toolName', 'toolUrl', 'category', 'description'],
  2: ['contactEmail'],
  3: ['plan'],
} as const satisfies Record<number, (keyof SponsorshipValues)[]>

/** What the form sends: its values, the uploaded logo, and the listed tool it features when the vendor picked one they own. */
export const sponsorshipPayloadSchema = sponsorshipSchema.extend({
  logoId: rowIdSchema.optional(),
  toolId: rowIdSchema.optional(),
})

export const checkoutSessionIdSchema = z.string().regex(/^cs_\w+$/, 'Invalid checkout session')
