import { z } from 'zod'

import { isSlug } from '@/platform/validation/slug'

/** The claim forms' input (docs/accounts.md, "Claims and edits"); shared by the forms and the actions. */
const toolSlug = z.string({ error: 'Choose the tool to claim.' }).refine(isSlug, 'Choose the tool to claim.')

export const claimCodeRequestSchema = z.object({
  slug: toolSlug,
  localPart: z
    .string({ error: 'Enter the part of the address before the @.' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter the part of the address before the @.')
    .max(64, 'The part before the @ can be at most 64 characters.')
    .regex(/^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/, 'Enter only the part before the @, for example "founder".'),
})
export type ClaimCodeRequest = z.infer<typeof claimCodeRequestSchema>

export const claimCodeSchema = z.object({
  slug: toolSlug,
  code: z
    .string({ error: 'Enter the 6-digit code from the e-mail.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'),
})
export type ClaimCodeInput = z.infer<typeof claimCodeSchema>

export const claimCheckSchema = z.object({
  slug: toolSlug,
  method: z.enum(['meta', 'dns'], { error: 'Choose the meta tag or the DNS record.' }),
})
