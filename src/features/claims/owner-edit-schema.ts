import { z } from 'zod'

import { FACT_STATUSES, PRICING_MODELS } from '@/domains/directory/shared'
import { rowIdSchema } from '@/platform/validation/row-id'
import { isSlug } from '@/platform/validation/slug'

/** The edit a tool's owner proposes (docs/accounts.md, "Claims and edits"); shared by the form and the action. */
const MAX_FEATURES = 12

/** A number typed into a text box: empty means "not published", otherwise digits (and cents for a price). */
const typedNumber = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => (value === '' ? null : Number(value)))

const mediaRef = z.object({ id: rowIdSchema, url: z.string().max(1000) }).nullable()

export const ownerEditSchema = z.object({
  slug: z.string({ error: 'Choose one of your tools.' }).refine(isSlug, 'Choose one of your tools.'),
  description: z.string({ error: 'Enter a description.' }).trim().max(2000, 'Keep the description under 2,000 characters.'),
  features: z
    .string({ error: 'List the features, one per line.' })
    .max(6000, 'Keep the features shorter.')
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(300, 'Keep each feature under 300 characters.')).max(MAX_FEATURES, `List at most ${MAX_FEATURES} features, one per line.`)),
  pricingModel: z.enum(['', ...PRICING_MODELS.map(({ value }) => value)], { error: 'Choose a pricing model from the list.' }),
  startingPrice: typedNumber(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the starting price in US dollars, like 49 or 49.50, or leave it empty.'),
  freeTier: z.enum(FACT_STATUSES.map(({ value }) => value) as [string, ...string[]], { error: 'Choose whether there is a free plan.' }),
  freeTrialDays: typedNumber(/^\d{1,3}$/, 'Enter the trial length in whole days, or leave it empty.'),
  contactSales: z.boolean({ error: 'Say whether pricing is (also) by quote.' }),
  integrations: z.array(rowIdSchema, { error: 'Choose integrations from the list.' }).max(100, 'Choose at most 100 integrations.'),
  logo: mediaRef,
  screenshot: mediaRef,
})

/** What the form holds (numbers as typed text, features as lines). */
export type OwnerEditValues = z.input<typeof ownerEditSchema>
/** What the action works with. */
export type OwnerEditInput = z.output<typeof ownerEditSchema>
