import { z } from 'zod'

import { rowIdSchema } from '@/platform/validation/row-id'

export const VENDOR_REPLY_LIMITS = { min: 10, max: 2000 } as const

/** The tool owner's one public reply to a review: the form's and the action's schema. */
export const vendorReplySchema = z.object({
  reviewId: rowIdSchema,
  reply: z
    .string({ error: 'Write your reply.' })
    .trim()
    .min(VENDOR_REPLY_LIMITS.min, `Please write at least ${VENDOR_REPLY_LIMITS.min} characters.`)
    .max(VENDOR_REPLY_LIMITS.max, `Please keep your reply under ${VENDOR_REPLY_LIMITS.max} characters.`),
})

export type VendorReplyInput = z.input<typeof vendorReplySchema>
export type VendorReply = z.output<typeof vendorReplySchema>
