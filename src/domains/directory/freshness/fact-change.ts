import { z } from 'zod'

import { PRICING_MODELS, FACT_STATUSES } from '../facts/fact-options'

/**
 * One value a change proposal would change, with the tool's value now and the proposed one: the
 * weekly website check proposes pricing, features and integrations; a tool's owner may also
 * propose its description, pricing facts, logo and screenshot.
 */
const integrationRef = z.object({ id: z.number().int().positive(), name: z.string() })
export type IntegrationRef = z.infer<typeof integrationRef>

/** An uploaded image (Media) by id, with the URL a reviewer sees. */
const mediaRef = z.object({ id: z.number().int().positive(), url: z.string() })
export type MediaRef = z.infer<typeof mediaRef>

const pricingFactsValue = z.object({
  model: z.enum(PRICING_MODELS.map(({ value }) => value) as [string, ...string[]]).nullable(),
  startingPriceUsdMonth: z.number().min(0).nullable(),
  freeTier: z.enum(FACT_STATUSES.map(({ value }) => value) as [string, ...string[]]),
  freeTrialDays: z.number().int().min(0).nullable(),
  contactSales: z.boolean(),
})
export type PricingFactsValue = z.infer<typeof pricingFactsValue>

const factChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('description'), before: z.string().nullable(), after: z.string() }),
  z.object({ field: z.literal('pricing'), before: z.string().nullable(), after: z.string() }),
  z.object({ field: z.literal('pricingFacts'), before: pricingFactsValue, after: pricingFactsValue }),
  z.object({ field: z.literal('features'), before: z.array(z.string()), after: z.array(z.string()) }),
  z.object({ field: z.literal('integrations'), before: z.array(integrationRef), after: z.array(integrationRef) }),
  z.object({ field: z.literal('logo'), before: z.string().nullable(), after: mediaRef }),
  z.object({ field: z.literal('screenshot'), before: mediaRef.nullable(), after: mediaRef }),
])
export type FactChange = z.infer<typeof factChangeSchema>
export const factChangesSchema = z.array(factChangeSchema).min(1)

export const FACT_CHANGE_LABELS: Record<FactChange['field'], string> = {
  description: 'Description',
  pricing: 'Pricing text',
  pricingFacts: 'Pricing facts',
  features: 'Key features',
  integrations: 'Integrations',
  logo: 'Logo',
  screenshot: 'Screenshot',
}

/** Who filed a proposal: the weekly website check, or the tool's owner from their account. */
export const PROPOSAL_SOURCES = [
  { value: 'website_check', label: 'Website check' },
  { value: 'owner', label: "Owner's edit" },
] as const

export const PROPOSAL_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
] as const

/** A list change as a reader follows it: the items kept, those the change removes and those it adds. */
export function listDiff(before: string[], after: string[]): { kept: string[]; removed: string[]; added: string[] } {
  const was = new Set(before)
  const will = new Set(after)
  return {
    kept: before.filter((item) => will.has(item)),
    removed: before.filter((item) => !will.has(item)),
    added: after.filter((item) => !was.has(item)),
  }
}
