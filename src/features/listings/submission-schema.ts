import { z } from 'zod'

import { rowIdSchema } from '@/platform/validation/row-id'

/** The submit-tool form's rules; its messages are the exact words a vendor reads. Shared by the form and the server action. */
const WEBSITE_PATTERN = /^(https?:\/\/)?(www\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i

export const SUBMISSION_AUDIENCES = [
  { value: 'recruiters', label: 'Recruiters' },
  { value: 'job_seekers', label: 'Job seekers' },
  { value: 'both', label: 'Both recruiters and job seekers' },
  { value: 'other', label: 'Other' },
] as const

export const SUBMISSION_STORAGE_KEY = 'toolSubmissionValues'

export const submissionSchema = z.object({
  name: z.string().trim().min(1, 'Tool name is required').max(120, 'Tool name must be at most 120 characters'),
  website: z
    .string()
    .trim()
    .min(1, 'Website URL is required')
    .max(500, 'Please enter a valid website URL')
    .regex(WEBSITE_PATTERN, 'Please enter a valid website URL'),
  description: z.string().trim().min(1, 'Description is required').max(5000, 'Description must be at most 5000 characters'),
  audience: z.enum(['recruiters', 'job_seekers', 'both', 'other'], { error: 'Target audience is required' }),
  features: z.string().trim().min(1, 'Key features are required').max(5000, 'Key features must be at most 5000 characters'),
  contactEmail: z.string().trim().min(1, 'Contact email is required').email('Invalid email address'),
})

export type SubmissionValues = z.infer<typeof submissionSchema>

/** What the browser keeps in localStorage and sends to the server: the form plus the uploaded logo. */
export const submissionPayloadSchema = submissionSchema.extend({
  logoId: rowIdSchema.optional(),
})

export const stripeSetupSchema = z.object({
  customerId: z.string().regex(/^cus_\w+$/, 'Invalid customer'),
  setupIntentId: z.string().regex(/^seti_\w+$/, 'Invalid payment setup'),
})

export const setupIntentRequestSchema = z.object({
  email: z.string().trim().email('Missing required data: email or tool name'),
  toolName: z.string().trim().min(1, 'Missing required data: email or tool name').max(120),
})

/** The signed link of the "card declined" email: which submission, and its HMAC token. */
export const cardUpdateLinkSchema = z.object({
  submissionId: rowIdSchema,
  token: z.string().regex(/^[\w-]{43}$/, 'This link is invalid.'),
})

export const cardRetrySchema = cardUpdateLinkSchema.extend({
  setupIntentId: z.string().regex(/^seti_\w+$/, 'Invalid payment setup'),
})
