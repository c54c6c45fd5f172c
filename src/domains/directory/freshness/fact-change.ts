import { z } from 'zod'

/** One fact a freshness check proposes to change, with the tool's value now and the site's (issue 18). */
const integrationRef = z.object({ id: z.number().int().positive(), name: z.string() })
export type IntegrationRef = z.infer<typeof integrationRef>

const factChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('pricing'), before: z.string().nullable(), after: z.string() }),
  z.object({ field: z.literal('features'), before: z.array(z.string()), after: z.array(z.string()) }),
  z.object({ field: z.literal('integrations'), before: z.array(integrationRef), after: z.array(integrationRef) }),
])
export type FactChange = z.infer<typeof factChangeSchema>
export const factChangesSchema = z.array(factChangeSchema).min(1)

export const FACT_CHANGE_LABELS: Record<FactChange['field'], string> = {
  pricing: 'Pricing text',
  features: 'Key features',
  integrations: 'Integrations',
}

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
