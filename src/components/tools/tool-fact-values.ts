import { COMPLIANCE_KINDS, FACT_STATUSES, PRICING_MODELS } from '@/domains/directory'
import type { Integration, Tool } from '@/payload-types'
import { httpUrl } from '@/platform/validation/http-url'

/**
 * A tool's recruiter-grade facts as the tool page and compare show them: a value the
 * vendor does not publish reads as such, never as a guess.
 */
type FactStatus = (typeof FACT_STATUSES)[number]['value']
type Facts = Pick<Tool, 'pricingFacts' | 'compliance' | 'integrations'>

const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 })

export const statusLabel = (status: FactStatus) => labelOf(FACT_STATUSES, status) ?? 'Unknown'

/** The pricing facts as label/value rows, in the order a buyer asks. */
export function pricingFactRows({ pricingFacts: facts }: Facts): { label: string; value: string }[] {
  const price = facts?.startingPriceUsdMonth
  const trial = facts?.freeTrialDays
  return [
    { label: 'Pricing model', value: labelOf(PRICING_MODELS, facts?.model) ?? 'Unknown' },
    { label: 'Starting price', value: typeof price === 'number' ? `${usd.format(price)}/month` : 'Not published' },
    { label: 'Free tier', value: statusLabel(facts?.freeTier ?? 'unknown') },
    { label: 'Free trial', value: typeof trial === 'number' ? (trial > 0 ? `${trial} days` : 'None') : 'Unknown' },
    { label: 'Contact sales', value: facts?.contactSales ? 'Yes' : 'No' },
  ]
}

export interface ComplianceFact {
  kind: string
  label: string
  status: FactStatus
  source: string | null
  date: string | null
}

/** Every compliance kind, in the catalogue's order: the tool's row for it, else "unknown". */
export function complianceFacts({ compliance }: Facts): ComplianceFact[] {
  return COMPLIANCE_KINDS.map(({ value, label }) => {
    const row = compliance?.find((entry) => entry.kind === value)
    return { kind: value, label, status: row?.status ?? 'unknown', source: httpUrl(row?.sourceUrl), date: row?.checkedAt ?? null }
  })
}

/** The catalogued integrations the read populated (name and slug), in the editor's order. */
export function catalogedIntegrations({ integrations }: Facts): Pick<Integration, 'name' | 'slug'>[] {
  return (integrations ?? []).flatMap((entry) => (typeof entry === 'object' && entry.slug ? [{ name: entry.name, slug: entry.slug }] : []))
}
